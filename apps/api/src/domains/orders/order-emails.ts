import { colourName } from "@oja/contracts/colours";
import { formatNaira, koboToNaira } from "@oja/contracts/money";
import { type RenderedEmail, renderEmail } from "../mail/mail-layout.ts";
import type { AddressCopy, ShowroomCopy } from "./orders.schema.ts";

// The order e-mails of DESIGN §5, HTML and plain text through the outbox: "order placed" names every
// line with its size, colour, quantity and price, the five figures, and where the order goes;
// "order cancelled" says so and that nothing is owed.

export interface OrderForEmail {
  orderNumber: string;
  deliveryMethod: "ship" | "pickup";
  lines: { productName: string; size: string; colour: string; quantity: number; unitPriceKobo: number }[];
  subtotalKobo: number;
  discountKobo: number;
  promoDiscountKobo: number;
  vatKobo: number;
  totalKobo: number;
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

function lineText(line: OrderForEmail["lines"][number]) {
  return (
    `${line.productName}: size ${line.size}, colour ${colourName(line.colour)}, quantity ${line.quantity} × ` +
    `${naira(line.unitPriceKobo)} = ${naira(line.unitPriceKobo * line.quantity)}`
  );
}

function figures(order: OrderForEmail) {
  return [
    `Subtotal: ${naira(order.subtotalKobo)}`,
    `Discount: −${naira(order.discountKobo)}`,
    `Promo discount: −${naira(order.promoDiscountKobo)}`,
    `VAT: ${naira(order.vatKobo)}`,
    `Total: ${naira(order.totalKobo)}`,
  ];
}

function destination(order: OrderForEmail) {
  if (order.deliveryMethod === "pickup" && order.pickup) {
    const showroom = order.pickup;
    return (
      `Pickup at our showroom, ${showroom.name}: ${showroom.address1}, ${showroom.city}, ${showroom.state}, ` +
      `${showroom.country}. Phone ${showroom.phoneNumber}, e-mail ${showroom.email}. ` +
      "We will tell you when your order is ready to collect."
    );
  }
  const address = order.address;
  if (!address) return "Home delivery.";
  const place = [address.address1, address.city, address.state, address.zipCode, address.country]
    .filter(Boolean)
    .join(", ");
  return (
    `Home delivery to ${address.fullName}, ${place}. Phone ${address.phone}. ` +
    "We will contact you for the shipping cost."
  );
}

export function orderPlacedEmail(order: OrderForEmail, firstName: string, shop: ShopForEmail): RenderedEmail {
  return renderEmail(
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
    shop.name,
    shop.publicUrl,
  );
}

export function orderCancelledEmail(
  order: OrderForEmail,
  firstName: string,
  shop: ShopForEmail,
  reason: "shopper" | "unpaid",
): RenderedEmail {
  return renderEmail(
    {
      subject: `Your ${shop.name} order ${order.orderNumber} is cancelled`,
      heading: `Hello ${firstName}, order ${order.orderNumber} is cancelled`,
      paragraphs: [
        reason === "shopper"
          ? "As you asked, we have cancelled your order. Nothing was charged."
          : "Your order was not paid in time, so we have cancelled it. Nothing was charged.",
        ...order.lines.map(lineText),
        `Total: ${naira(order.totalKobo)}`,
        "The pieces are back in the shop if you would still like them.",
      ],
    },
    shop.name,
    shop.publicUrl,
  );
}
