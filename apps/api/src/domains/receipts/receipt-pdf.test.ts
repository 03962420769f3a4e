import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { receiptPdf } from "./receipt-pdf.ts";
import type { ReceiptFacts } from "./receipts.service.ts";

// The receipt's content, read back out of the PDF as a reader's viewer would: the shop, the order, its
// lines and five figures, the payment and its refunds, the naira sign in an embedded font.

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

const line = (name: string, price: number, quantity: number): Order["items"][number] => ({
  product: { id: crypto.randomUUID(), slug: "a-bag", name, images: [], vendorId: "oja" },
  price,
  quantity,
  size: "One size",
  color: "#1b1b1b",
  sku: "OJ-BAG-ONE-BLK",
});

const order: Order = {
  id: crypto.randomUUID(),
  orderNumber: "OJ-100123",
  createdAt: "2026-11-22T17:45:00.000Z",
  status: "PROCESSING",
  deliveryMethod: "ship",
  items: [line("Luxurious Voyager Bag", 195_000, 1), line("Apapa Slim Card Case", 12_500, 2)],
  subtotal: 220_000,
  discount: 22_000,
  promoDiscount: 19_800,
  vat: 13_365,
  total: 191_565,
  promoCode: "WELCOME10",
  address: {
    id: crypto.randomUUID(),
    fullName: "Adaeze Okafor",
    phone: "8031234567",
    address1: "12 Admiralty Way, Lekki Phase 1",
    city: "Lagos",
    state: "Lagos",
    country: "Nigeria",
  },
  pickup: null,
  payment: null,
} as Order;

const facts = (overrides: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  shop: {
    name: "Oja Leather House",
    office: {
      id: crypto.randomUUID(),
      name: "Showroom",
      address1: "5 Akin Adesola Street, Victoria Island",
      city: "Lagos",
      state: "Lagos",
      country: "Nigeria",
      phoneNumber: "+234 803 123 4567",
      email: "hello@oja.example",
    },
  },
  order,
  customer: { email: "adaeze@example.com", firstName: "Adaeze", lastName: "Okafor" },
  charge: {
    reference: "OJA-4F2A9C",
    provider: "paystack",
    capturedKobo: 19_156_500,
    paidAt: "2026-11-22T18:05:00.000Z",
    refunds: [],
  },
  vatBasisPoints: 750,
  ...overrides,
});

describe("the receipt", () => {
  it("names the shop, the order, the customer, delivery, each line and the five figures", async () => {
    const { text, pages } = await textOf(await receiptPdf(facts()));
    expect(pages).toBe(1);
    for (const shown of [
      "Oja Leather House",
      "5 Akin Adesola Street, Victoria Island",
      "Receipt",
      "Order OJ-100123",
      // 18:05 UTC is 7:05 PM in Lagos.
      "Paid Nov 22, 2026, 7:05 PM (Lagos time)",
      "Adaeze Okafor",
      "adaeze@example.com",
      "Home delivery",
      "12 Admiralty Way, Lekki Phase 1, Lagos, Lagos, Nigeria",
      "+234 8031234567",
      "Luxurious Voyager Bag",
      "SKU OJ-BAG-ONE-BLK",
      "₦195,000.00",
      // Two card cases: unit price, then the line's total.
      "₦12,500.00 ₦25,000.00",
      "Subtotal ₦220,000.00",
      "Discount −₦22,000.00",
      "Promo code WELCOME10 −₦19,800.00",
      "VAT (7.5%) ₦13,365.00",
      `Total ${formatNaira(191_565)}`,
      "Payment reference: OJA-4F2A9C",
      "Paystack",
      "VAT at 7.5% is charged on the price after the store-wide discount and any promo code",
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain("Refunds");
  });

  it("leaves out a promo line without a code, and says pickup at the showroom", async () => {
    const pickup = {
      ...order,
      deliveryMethod: "pickup",
      address: null,
      promoCode: null,
      promoDiscount: 0,
      pickup: facts().shop.office,
    } as Order;
    const { text } = await textOf(await receiptPdf(facts({ order: pickup })));
    expect(text).toContain("Pickup at the showroom");
    expect(text).not.toContain("Promo code");
    expect(text).not.toContain("−₦0.00");
  });

  it("lists each refund with its date and state, and the total after the refunds that are done", async () => {
    const refunds = [
      {
        reference: "OJA-4F2A9C-R1",
        amountKobo: 4_320_000,
        status: "COMPLETED" as const,
        createdAt: "2026-11-24T09:30:00.000Z",
        reason: "A scuffed strap",
      },
      {
        reference: "OJA-4F2A9C-R2",
        amountKobo: 1_000_000,
        status: "PENDING" as const,
        createdAt: "2026-11-25T09:30:00.000Z",
        reason: null,
      },
    ];
    const charge = { ...facts().charge, refunds };
    const { text } = await textOf(await receiptPdf(facts({ charge })));
    expect(text).toContain("Refunds");
    expect(text).toContain("Nov 24, 2026, 10:30 AM · Refunded −₦43,200.00");
    expect(text).toContain("A scuffed strap");
    expect(text).toContain("On its way −₦10,000.00");
    expect(text).toContain(`Total after refunds ${formatNaira(191_565 - 43_200)}`);
    expect(text).toContain("once the payment provider confirms it");
  });

  it("says VAT without a rate when the shop's rate has changed since the order", async () => {
    const { text } = await textOf(await receiptPdf(facts({ vatBasisPoints: null })));
    expect(text).toContain("VAT ₦13,365.00");
    expect(text).toContain("VAT is charged on the price");
  });

  it("runs onto more pages for a long order, and keeps every line", async () => {
    const many = {
      ...order,
      items: Array.from({ length: 40 }, (_, index) => line(`Bag ${index + 1}`, 1000, 1)),
    };
    const { text, pages } = await textOf(await receiptPdf(facts({ order: many })));
    expect(pages).toBeGreaterThan(1);
    for (let index = 1; index <= 40; index += 1) expect(text).toContain(`Bag ${index} `);
    expect(text).toContain("Thank you for shopping with Oja Leather House.");
  });
});
