import { colourName } from "@oja/contracts/colours";
import { formatDate } from "@oja/contracts/dates";
import { formatNaira, koboToNaira } from "@oja/contracts/money";
import type { AdminOrderMove } from "@oja/contracts/orders";
import { lineTotal } from "@oja/contracts/pricing";
import { formatNigerianPhone } from "@oja/contracts/rules";
import { type EmailContent, type RenderedEmail, renderEmail } from "../mail/mail-layout.ts";
import type { AddressCopy, ShowroomCopy } from "./orders.schema.ts";

// The order e-mails (docs/decisions/011-orders-and-stock.md), HTML and plain text through the outbox: "order placed" names every
// line with its size, colour, quantity and price, the five figures, and where the order goes;
// "order cancelled" says so and that nothing is owed. Each links to the order's page; times are Lagos
// time and phones carry +234. A pickup order has its own words (docs/decisions/033-pickup-has-its-own-path.md):
// it is made ready at the showroom and collected, never shipped.

export interface OrderForEmail {
  id: string;
  orderNumber: string;
  deliveryMethod: "ship" | "pickup";
  lines: { productName: string; size: string; colour: string; quantity: number; unitPriceKobo: number }[];
  subtotalKobo: number;
  discountKobo: number;
  promoDiscountKobo: number;
  vatKobo: number;
  totalKobo: number;
  promoCode: string | null;
  address: AddressCopy | null;
  pickup: ShowroomCopy | null;
}

export interface ShopForEmail {
  name: string;
  publicUrl: string;
  /** How long an order may stay unpaid before it is cancelled. */
  unpaidOrderHours: number;
}

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));
const lagosTime = (at: string) => `${formatDate(at, { withTime: true })} (Lagos time)`;

/** The order's page in the shop, with its Track panel open. */
function orderPageUrl(shop: ShopForEmail, order: Pick<OrderForEmail, "id">): string {
  return `${shop.publicUrl}/account/orders?track=${order.id}`;
}

function email(content: EmailContent, shop: ShopForEmail, order: Pick<OrderForEmail, "id">): RenderedEmail {
  const links = [{ label: "See your order", href: orderPageUrl(shop, order) }, ...(content.links ?? [])];
  return renderEmail({ ...content, links }, shop.name, shop.publicUrl);
}

function showroomText(showroom: ShowroomCopy): string {
  return (
    `${showroom.name}, ${showroom.address1}, ${showroom.city}, ${showroom.state}, ${showroom.country}. ` +
    `Phone ${formatNigerianPhone(showroom.phoneNumber)}, e-mail ${showroom.email}.`
  );
}

function lineText(line: OrderForEmail["lines"][number]) {
  return (
    `${line.productName}: size ${line.size}, colour ${colourName(line.colour)}, quantity ${line.quantity} × ` +
    `${naira(line.unitPriceKobo)} = ${naira(lineTotal(line))}`
  );
}

/** The order's five figures; a discount the order does not have is left out rather than shown as ₦0.00. */
function figures(order: OrderForEmail & { promoCode?: string | null }) {
  return [
    `Subtotal: ${naira(order.subtotalKobo)}`,
    ...(order.discountKobo > 0 ? [`Discount: −${naira(order.discountKobo)}`] : []),
    ...(order.promoDiscountKobo > 0
      ? [
          `Promo discount${order.promoCode ? ` (${order.promoCode})` : ""}: −${naira(order.promoDiscountKobo)}`,
        ]
      : []),
    `VAT: ${naira(order.vatKobo)}`,
    `Total: ${naira(order.totalKobo)}`,
  ];
}

function destination(order: OrderForEmail) {
  if (order.deliveryMethod === "pickup" && order.pickup) {
    const showroom = order.pickup;
    return `Pickup at our showroom: ${showroomText(showroom)} We will tell you when your order is ready to collect.`;
  }
  const address = order.address;
  if (!address) return "Home delivery.";
  const place = [address.address1, address.city, address.state, address.zipCode, address.country]
    .filter(Boolean)
    .join(", ");
  return (
    `Home delivery to ${address.fullName}, ${place}. Phone ${formatNigerianPhone(address.phone)}. ` +
    "We will contact you for the shipping cost."
  );
}

export function orderPlacedEmail(order: OrderForEmail, firstName: string, shop: ShopForEmail): RenderedEmail {
  return email(
    {
      subject: `Your ${shop.name} order ${order.orderNumber} is placed`,
      heading: `Thank you, ${firstName}: order ${order.orderNumber} is placed`,
      paragraphs: [
        "We have set these pieces aside for you. Your order is pending until it is paid:",
        ...order.lines.map(lineText),
        ...figures(order),
        destination(order),
        `An order left unpaid for ${shop.unpaidOrderHours} hours is cancelled, and its pieces go back on sale.`,
      ],
    },
    shop,
    order,
  );
}

/** A promo code put on an unpaid order after it was placed: the order's new figures. */
export function orderUpdatedEmail(
  order: OrderForEmail,
  firstName: string,
  shop: ShopForEmail,
): RenderedEmail {
  return email(
    {
      subject: `Your ${shop.name} order ${order.orderNumber} has a new total`,
      heading: `Hello ${firstName}, order ${order.orderNumber} now costs ${naira(order.totalKobo)}`,
      paragraphs: [
        `Promo code ${order.promoCode ?? ""} is now on your order. Its figures are:`,
        ...figures(order),
        "A payment page opened before this change no longer takes payment: please pay the new total from your order.",
      ],
    },
    shop,
    order,
  );
}

export function orderCancelledEmail(
  order: OrderForEmail,
  firstName: string,
  shop: ShopForEmail,
  reason: "shopper" | "unpaid" | "shop",
): RenderedEmail {
  return email(
    {
      subject: `Your ${shop.name} order ${order.orderNumber} is cancelled`,
      heading: `Hello ${firstName}, order ${order.orderNumber} is cancelled`,
      paragraphs: [
        reason === "shopper"
          ? "As you asked, we have cancelled your order. Nothing was charged."
          : reason === "shop"
            ? "We have cancelled your unpaid order. Nothing was charged. Please write to us if this is unexpected."
            : "Your order was not paid in time, so we have cancelled it. Nothing was charged.",
        ...order.lines.map(lineText),
        `Total: ${naira(order.totalKobo)}`,
        "The pieces are back in the shop if you would still like them.",
      ],
    },
    shop,
    order,
  );
}

/** The receipt of docs/architecture.md §5: what was paid, when, with which reference, for which pieces. */
export function paymentReceivedEmail(
  order: OrderForEmail,
  paid: { reference: string; amountKobo: number; paidAt: string },
  firstName: string,
  shop: ShopForEmail,
): RenderedEmail {
  return email(
    {
      subject: `Payment received for your ${shop.name} order ${order.orderNumber}`,
      heading: `Thank you, ${firstName}: we have received your payment`,
      paragraphs: [
        `Receipt for order ${order.orderNumber}. Amount paid: ${naira(paid.amountKobo)}. ` +
          `Payment reference: ${paid.reference}. Paid on ${lagosTime(paid.paidAt)}.`,
        ...order.lines.map(lineText),
        ...figures(order),
        destination(order),
        // A pickup order's destination already says that it will be told when the order is ready.
        order.deliveryMethod === "pickup"
          ? "Your order is now being prepared."
          : "Your order is now being prepared. We will e-mail you when it is on its way.",
      ],
      links: [
        { label: "Download your receipt", href: `${shop.publicUrl}/account/orders/${order.id}/receipt` },
      ],
    },
    shop,
    order,
  );
}

/** docs/architecture.md §8: a home-delivery order is on its way, with the owner's note (a tracking number, say). */
function orderShippedEmail(
  order: OrderForEmail,
  firstName: string,
  shop: ShopForEmail,
  note: string | null,
): RenderedEmail {
  return email(
    {
      subject: `Your ${shop.name} order ${order.orderNumber} is on its way`,
      heading: `Good news, ${firstName}: order ${order.orderNumber} has shipped`,
      paragraphs: [
        "Your order has left our workshop and is on its way to you.",
        ...(note ? [`A note from us: ${note}`] : []),
        ...order.lines.map(lineText),
        destination(order),
      ],
    },
    shop,
    order,
  );
}

function orderDeliveredEmail(order: OrderForEmail, firstName: string, shop: ShopForEmail): RenderedEmail {
  return email(
    {
      subject: `Your ${shop.name} order ${order.orderNumber} is delivered`,
      heading: `Enjoy your pieces, ${firstName}`,
      paragraphs: [
        `Order ${order.orderNumber} is delivered. Returns are accepted within 7 days of delivery; free repair of manufacturing defects within 6 months.`,
        ...order.lines.map(lineText),
      ],
    },
    shop,
    order,
  );
}

/** A pickup order is ready at the showroom: where, how to reach it, and the owner's note if any. */
function orderReadyEmail(
  order: OrderForEmail,
  firstName: string,
  shop: ShopForEmail,
  note: string | null,
): RenderedEmail {
  const place = order.pickup
    ? `${order.pickup.name}, ${order.pickup.address1}, ${order.pickup.city}`
    : "our showroom";
  return email(
    {
      subject: `Your ${shop.name} order ${order.orderNumber} is ready to collect`,
      heading: `Good news, ${firstName}: order ${order.orderNumber} is ready to collect`,
      paragraphs: [
        `Your order is ready to collect at ${place}. It is packed and waiting for you: please bring your order number when you come.`,
        ...(order.pickup ? [`Our showroom: ${showroomText(order.pickup)}`] : []),
        ...(note ? [`A note from us: ${note}`] : []),
        ...order.lines.map(lineText),
      ],
    },
    shop,
    order,
  );
}

/** A pickup order has been collected: thanks, and what the shop still owes its buyer. */
function orderCollectedEmail(
  order: OrderForEmail,
  firstName: string,
  shop: ShopForEmail,
  note: string | null,
): RenderedEmail {
  return email(
    {
      subject: `Thank you for collecting your ${shop.name} order ${order.orderNumber}`,
      heading: `Thank you for coming by, ${firstName}`,
      paragraphs: [
        `You have collected order ${order.orderNumber}. We hope you enjoy your pieces. Returns are accepted within 7 days; free repair of manufacturing defects within 6 months.`,
        ...(note ? [`A note from us: ${note}`] : []),
        ...order.lines.map(lineText),
      ],
    },
    shop,
    order,
  );
}

/** The e-mail of the admin area's move of a paid order (docs/architecture.md §8), in its delivery method's words. */
export function moveEmail(
  to: Exclude<AdminOrderMove, "CANCELLED">,
  order: OrderForEmail,
  firstName: string,
  shop: ShopForEmail,
  note: string | null,
): RenderedEmail {
  switch (to) {
    case "SHIPPED":
      return orderShippedEmail(order, firstName, shop, note);
    case "DELIVERED":
      return orderDeliveredEmail(order, firstName, shop);
    case "READY_FOR_PICKUP":
      return orderReadyEmail(order, firstName, shop, note);
    case "COLLECTED":
      return orderCollectedEmail(order, firstName, shop, note);
  }
}

/** Money back once the provider has returned it: how much, and why (the owner's refund, or a charge the order did not need). */
export function refundEmail(
  order: Pick<OrderForEmail, "id" | "orderNumber">,
  refund: { amountKobo: number; reason: string; full: boolean },
  firstName: string,
  shop: ShopForEmail,
): RenderedEmail {
  return email(
    {
      subject: `A refund for your ${shop.name} order ${order.orderNumber}`,
      heading: `Hello ${firstName}, we have returned ${naira(refund.amountKobo)}`,
      paragraphs: [
        `${refund.full ? "The whole payment" : `${naira(refund.amountKobo)} of your payment`} for order ${order.orderNumber} is on its way back to your card. Banks take 5–7 business days to show it.`,
        `Reason: ${refund.reason}`,
      ],
    },
    shop,
    order,
  );
}
