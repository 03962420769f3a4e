import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { choiceText } from "@oja/contracts/cart";
import { formatDate } from "@oja/contracts/dates";
import { basisPointsToPercent, formatNaira, koboToNaira, nairaToKobo } from "@oja/contracts/money";
import type { PaymentProviderName, PaymentStatus } from "@oja/contracts/payments";
import PDFDocument from "pdfkit";
import type { ReceiptFacts } from "./receipts.service.ts";

// The receipt as a PDF (docs/decisions/034-receipts.md), drawn on request and never written to disk. The
// standard PDF fonts have no naira sign, so DejaVu Sans, whose licence allows embedding, is embedded (only
// the letters used); it ships in an npm package, so nothing is fetched at run time.

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function receiptFonts() {
  fonts ??= {
    regular: readFileSync(fontFile("DejaVuSans.ttf")),
    bold: readFileSync(fontFile("DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

const providerNames: Record<PaymentProviderName, string> = {
  paystack: "Paystack",
  sandbox: "the shop's test payment page",
};

const refundStates: Record<PaymentStatus, string> = {
  COMPLETED: "Refunded",
  PENDING: "On its way",
  FAILED: "Failed, not refunded",
  REVERSED: "Refunded",
  CANCELLED: "Cancelled",
};

const page = { margin: 50, width: 595.28, height: 841.89 };
const contentWidth = page.width - 2 * page.margin;
const ink = "#2b2118";
const muted = "#6b5d50";
const rule = "#d8cbb8";

/** "Nov 22, 2026, 7:05 PM (Lagos time)". */
const lagosTime = (iso: string) => `${formatDate(iso, { withTime: true })} (Lagos time)`;

type Doc = InstanceType<typeof PDFDocument>;

/** Columns of the lines' table: left edge and width, the money columns right-aligned. */
const columns = {
  item: { x: page.margin, width: 250 },
  quantity: { x: page.margin + 255, width: 35 },
  unit: { x: page.margin + 295, width: 95 },
  total: { x: page.margin + 395, width: contentWidth - 395 },
};

/** Moves to a new page when fewer than `height` points are left above the bottom margin. */
function makeRoom(doc: Doc, height: number) {
  if (doc.y + height > page.height - page.margin) doc.addPage();
}

function heading(doc: Doc, text: string) {
  makeRoom(doc, 60);
  doc.moveDown(1.2).font("bold").fontSize(11).fillColor(ink).text(text, page.margin, doc.y);
  doc.moveDown(0.3);
}

function horizontalRule(doc: Doc) {
  doc
    .moveTo(page.margin, doc.y)
    .lineTo(page.width - page.margin, doc.y)
    .lineWidth(0.75)
    .strokeColor(rule)
    .stroke();
}

/** A label on the left of the figures' block and its amount on the right, on one line. */
function figure(doc: Doc, label: string, amount: string, strong = false) {
  makeRoom(doc, 20);
  const y = doc.y;
  const x = page.margin + 255;
  doc
    .font(strong ? "bold" : "regular")
    .fontSize(strong ? 11 : 10)
    .fillColor(strong ? ink : muted)
    .text(label, x, y, { width: 140 });
  doc
    .fillColor(ink)
    .text(amount, columns.total.x - 40, y, { width: columns.total.width + 40, align: "right" });
  doc.moveDown(0.35);
}

function header(doc: Doc, { shop, order, charge }: ReceiptFacts) {
  const top = page.margin;
  doc.font("bold").fontSize(20).fillColor(ink).text(shop.name, page.margin, top, { width: 300 });
  const office = shop.office;
  if (office) {
    doc
      .font("regular")
      .fontSize(9)
      .fillColor(muted)
      .text(office.address1, { width: 300 })
      .text(`${office.city}, ${office.state}, ${office.country}`, { width: 300 })
      .text(`${office.phoneNumber} · ${office.email}`, { width: 300 });
  }
  const left = doc.y;
  const right = { x: page.margin + 300, width: contentWidth - 300 };
  doc
    .font("bold")
    .fontSize(20)
    .fillColor(ink)
    .text("Receipt", right.x, top, { ...right, align: "right" });
  doc
    .font("regular")
    .fontSize(10)
    .text(`Order ${order.orderNumber}`, right.x, doc.y, { ...right, align: "right" })
    .fillColor(muted)
    .fontSize(9)
    .text(`Paid ${lagosTime(charge.paidAt)}`, { ...right, align: "right" });
  doc.y = Math.max(left, doc.y) + 14;
  horizontalRule(doc);
}

function parties(doc: Doc, { order, customer, shop }: ReceiptFacts) {
  const top = doc.y + 12;
  const half = contentWidth / 2 - 10;
  doc.font("bold").fontSize(10).fillColor(ink).text("Customer", page.margin, top, { width: half });
  doc.font("regular").fontSize(9.5);
  if (customer) doc.text(`${customer.firstName} ${customer.lastName}`, { width: half }).text(customer.email);
  const leftEnd = doc.y;

  const x = page.margin + contentWidth / 2 + 10;
  doc.font("bold").fontSize(10).text("Delivery", x, top, { width: half });
  doc.font("regular").fontSize(9.5);
  if (order.deliveryMethod === "pickup") {
    const place = order.pickup ?? shop.office;
    doc.text("Pickup at the showroom", x, doc.y, { width: half });
    if (place) {
      doc
        .fillColor(muted)
        .text(`${place.name}, ${place.address1}, ${place.city}, ${place.state}`, { width: half });
    }
  } else {
    doc.text("Home delivery", x, doc.y, { width: half });
    const address = order.address;
    if (address) {
      doc
        .fillColor(muted)
        .text(address.fullName, { width: half })
        .text(`${address.address1}, ${address.city}, ${address.state}, ${address.country}`, { width: half })
        .text(`+234 ${address.phone}`, { width: half });
    }
  }
  doc.y = Math.max(leftEnd, doc.y);
}

function tableHead(doc: Doc) {
  const y = doc.y;
  doc.font("bold").fontSize(9).fillColor(muted);
  doc.text("Item", columns.item.x, y, { width: columns.item.width });
  doc.text("Qty", columns.quantity.x, y, { width: columns.quantity.width, align: "right" });
  doc.text("Unit price", columns.unit.x, y, { width: columns.unit.width, align: "right" });
  doc.text("Line total", columns.total.x, y, { width: columns.total.width, align: "right" });
  doc.moveDown(0.4);
  horizontalRule(doc);
  doc.y += 6;
}

function lines(doc: Doc, { order }: ReceiptFacts) {
  heading(doc, "Items");
  tableHead(doc);
  for (const item of order.items) {
    const details = `${choiceText(item)}${item.sku ? ` · SKU ${item.sku}` : ""}`;
    doc.font("bold").fontSize(9.5);
    const height =
      doc.heightOfString(item.product.name, { width: columns.item.width }) +
      doc.font("regular").fontSize(8.5).heightOfString(details, { width: columns.item.width });
    makeRoom(doc, height + 10);
    if (doc.y === page.margin) tableHead(doc);
    const y = doc.y;
    doc.font("regular").fontSize(9.5).fillColor(ink);
    doc.text(String(item.quantity), columns.quantity.x, y, { width: columns.quantity.width, align: "right" });
    doc.text(formatNaira(item.price), columns.unit.x, y, { width: columns.unit.width, align: "right" });
    doc.text(formatNaira(koboToNaira(nairaToKobo(item.price) * item.quantity)), columns.total.x, y, {
      width: columns.total.width,
      align: "right",
    });
    doc.font("bold").text(item.product.name, columns.item.x, y, { width: columns.item.width });
    doc.font("regular").fontSize(8.5).fillColor(muted).text(details, { width: columns.item.width });
    doc.y += 6;
  }
  horizontalRule(doc);
  doc.y += 8;
}

function figures(doc: Doc, { order, vatBasisPoints }: ReceiptFacts) {
  figure(doc, "Subtotal", formatNaira(order.subtotal));
  figure(doc, "Discount", `−${formatNaira(order.discount)}`);
  if (order.promoDiscount > 0) {
    figure(doc, `Promo code ${order.promoCode ?? ""}`.trim(), `−${formatNaira(order.promoDiscount)}`);
  }
  const rate = vatBasisPoints === null ? "" : ` (${basisPointsToPercent(vatBasisPoints)}%)`;
  figure(doc, `VAT${rate}`, formatNaira(order.vat));
  figure(doc, "Total", formatNaira(order.total), true);
}

function payment(doc: Doc, { charge }: ReceiptFacts) {
  heading(doc, "Payment");
  doc
    .font("regular")
    .fontSize(9.5)
    .fillColor(ink)
    .text(
      `${formatNaira(koboToNaira(charge.capturedKobo))} paid through ${providerNames[charge.provider]} on ` +
        `${lagosTime(charge.paidAt)}.`,
      { width: contentWidth },
    )
    .text(`Payment reference: ${charge.reference}`, { width: contentWidth });
  if (charge.refunds.length === 0) return;

  heading(doc, "Refunds");
  for (const refund of charge.refunds) {
    makeRoom(doc, 30);
    const y = doc.y;
    doc.font("regular").fontSize(9.5).fillColor(ink);
    doc.text(
      `${formatDate(refund.createdAt, { withTime: true })} · ${refundStates[refund.status]}`,
      page.margin,
      y,
      {
        width: 300,
      },
    );
    doc.text(`−${formatNaira(koboToNaira(refund.amountKobo))}`, columns.total.x - 40, y, {
      width: columns.total.width + 40,
      align: "right",
    });
    doc
      .fontSize(8.5)
      .fillColor(muted)
      .text(
        `Reference ${refund.reference}${refund.reason ? ` · ${refund.reason}` : ""}`,
        page.margin,
        doc.y,
        { width: 380 },
      );
    doc.y += 4;
  }
  const refunded = charge.refunds
    .filter((refund) => refund.status === "COMPLETED" || refund.status === "REVERSED")
    .reduce((sum, refund) => sum + refund.amountKobo, 0);
  doc.y += 4;
  figure(doc, "Total after refunds", formatNaira(koboToNaira(charge.capturedKobo - refunded)), true);
  if (charge.refunds.some((refund) => refund.status === "PENDING")) {
    doc
      .font("regular")
      .fontSize(8.5)
      .fillColor(muted)
      .text("A refund on its way is taken off once the payment provider confirms it.", page.margin, doc.y, {
        width: contentWidth,
      });
  }
}

function vatWording(doc: Doc, { vatBasisPoints, shop }: ReceiptFacts) {
  makeRoom(doc, 60);
  doc.moveDown(1.5);
  horizontalRule(doc);
  doc.y += 8;
  const rate = vatBasisPoints === null ? "VAT" : `VAT at ${basisPointsToPercent(vatBasisPoints)}%`;
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor(muted)
    .text(
      `${rate} is charged on the price after the store-wide discount and any promo code, and is included ` +
        "in the total. Shipping is not charged at checkout: we contact you for its cost.",
      page.margin,
      doc.y,
      { width: contentWidth },
    )
    .moveDown(0.5)
    .text(`Thank you for shopping with ${shop.name}.`, { width: contentWidth });
}

/** The receipt of a paid order, as the bytes of a PDF file. */
export function receiptPdf(facts: ReceiptFacts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    lang: "en-NG",
    displayTitle: true,
    info: { Title: `Receipt for order ${facts.order.orderNumber}`, Author: facts.shop.name },
  });
  const { regular, bold } = receiptFonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  header(doc, facts);
  parties(doc, facts);
  lines(doc, facts);
  figures(doc, facts);
  payment(doc, facts);
  vatWording(doc, facts);
  doc.end();
  return done;
}
