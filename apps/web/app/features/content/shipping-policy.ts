import { formatNaira, koboToNaira } from "@oja/contracts/money";
import { freeLagosDeliveryAboveKobo, lagosStandardDeliveryKobo } from "@oja/contracts/shop";

// The delivery promises of docs/product.md §9 and docs/architecture.md §3, for the Shipping Costs page. Delivery is not
// charged at checkout: the shop confirms the cost with the customer before dispatch.

const naira = (kobo: number) => formatNaira(koboToNaira(kobo));

export interface ShippingRate {
  location: string;
  method: string;
  time: string;
  cost: string;
}

export const shippingRates: ShippingRate[] = [
  {
    location: "Lagos",
    method: "Standard delivery to your door",
    time: "1-5 business days",
    cost: naira(lagosStandardDeliveryKobo),
  },
  {
    location: `Lagos, orders above ${naira(freeLagosDeliveryAboveKobo)}`,
    method: "Standard delivery to your door",
    time: "1-5 business days",
    cost: "Free",
  },
  {
    location: "Other states in Nigeria",
    method: "Courier to your door",
    time: "2-10 business days",
    cost: "Communicated before dispatch",
  },
  {
    location: "Our Lekki showroom",
    method: "Pickup",
    time: "Ready within 24 hours, Monday to Saturday",
    cost: "Free",
  },
  {
    location: "Outside Nigeria",
    method: "International courier",
    time: "On request",
    cost: "Quoted on request",
  },
];

export const shippingNotes = [
  "Orders are processed within 24 hours, Monday to Saturday. An order placed on a Sunday or a public " +
    "holiday is processed on the next working day, and delivery times count from then.",
  "Delivery is not charged at checkout. We will contact you for the shipping cost, and confirm the day " +
    "it will reach you, before your order leaves the workshop.",
  `Delivery within Lagos is free on orders above ${naira(freeLagosDeliveryAboveKobo)}.`,
  "We ship worldwide on request: send us your address and the pieces you would like, and we will quote " +
    "the cost and the time.",
];
