import { z } from "zod";
import { addressSchema } from "./addresses.ts";
import { envelopeSchema, idParamSchema, paginationSchema, pagingQuery, userPathSchema } from "./api.ts";
import { productSchema } from "./catalog.ts";
import { officeSchema } from "./content.ts";

// Orders (docs/product.md §3 Order, Order creation payload; §4 Order status; §7; docs/architecture.md §2, §5): the calls'
// shapes and the sentences a shopper reads when an order cannot be made or cancelled.

/** The longest promo code: what the owner may create, and what a shopper may type. */
export const promoCodeMaxLength = 40;
/** The longest search of a shopper's orders. */
export const orderSearchMaxLength = 60;

/**
 * Home delivery goes PROCESSING → SHIPPED → DELIVERED; showroom pickup goes PROCESSING → READY_FOR_PICKUP →
 * COLLECTED (docs/decisions/033-pickup-has-its-own-path.md).
 */
export const orderStatuses = [
  "PENDING",
  "PROCESSING",
  "SHIPPED",
  "DELIVERED",
  "READY_FOR_PICKUP",
  "COLLECTED",
  "CANCELLED",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Every status the admin area may move an order to (docs/architecture.md §8); any other is 409. */
export const adminOrderMoves = [
  "SHIPPED",
  "DELIVERED",
  "READY_FOR_PICKUP",
  "COLLECTED",
  "CANCELLED",
] as const;
export type AdminOrderMove = (typeof adminOrderMoves)[number];

/** docs/product.md §3: `pickupAt` holds the delivery choice, home delivery (`ship`) or the showroom (`pickup`). */
export const deliveryMethods = ["ship", "pickup"] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/**
 * The admin area's moves by the status each starts from (docs/product.md §4), for each delivery method
 * (docs/decisions/033-pickup-has-its-own-path.md): a paid order is shipped then delivered, or made ready
 * at the showroom then collected; an unpaid one may be cancelled. Payment's move out of PENDING, and the
 * shopper's and the sweeper's cancelling, are not the admin area's to make.
 */
const adminMoves = {
  ship: {
    PENDING: ["CANCELLED"],
    PROCESSING: ["SHIPPED"],
    SHIPPED: ["DELIVERED"],
    DELIVERED: [],
    READY_FOR_PICKUP: [],
    COLLECTED: [],
    CANCELLED: [],
  },
  pickup: {
    PENDING: ["CANCELLED"],
    PROCESSING: ["READY_FOR_PICKUP"],
    SHIPPED: [],
    DELIVERED: [],
    READY_FOR_PICKUP: ["COLLECTED"],
    COLLECTED: [],
    CANCELLED: [],
  },
} as const satisfies Record<DeliveryMethod, Record<OrderStatus, readonly AdminOrderMove[]>>;

/** Where the admin area may move an order in this status and of this delivery method: nowhere once it is finished. */
export function nextOrderStatuses(status: OrderStatus, method: DeliveryMethod): readonly AdminOrderMove[] {
  return adminMoves[method][status];
}

/** Where a move starts: the one status it leaves, and the delivery methods it fits. */
export function moveStart(to: AdminOrderMove): { status: OrderStatus; methods: DeliveryMethod[] } {
  const methods = deliveryMethods.filter((method) =>
    orderStatuses.some((status) => nextOrderStatuses(status, method).includes(to)),
  );
  const status = orderStatuses.find((from) =>
    methods.some((method) => nextOrderStatuses(from, method).includes(to)),
  );
  if (!status) throw new Error(`no order status moves to ${to}`);
  return { status, methods };
}

/** docs/product.md §9: the orders page lists 10 a page. */
export const ordersPageSize = 10;
/** Unpaid orders are cancelled after this many hours unless configured otherwise (docs/architecture.md §5). */
export const defaultUnpaidOrderHours = 24;

/** docs/product.md §2 Checkout: what the shopper reads once the order is made, also when a retry finds it made. */
export const orderPlacedMessage = "Order placed. Next is to make payment";
export const chooseAddressMessage = "Please choose a delivery address, or pick up at the showroom.";
export const emptyCartMessage = "Your cart is empty. Add something to it before placing an order.";
export const noShowroomMessage =
  "Pickup at the showroom is not available at the moment. Please choose home delivery.";
export const orderNotFoundMessage = "We could not find that order.";
export const idempotencyKeyReusedMessage =
  "This Idempotency-Key was already used for a different order request. Send a new key for a new order.";
export const notCancellableMessage = "Only an unpaid order that is still pending can be cancelled.";
/** A move the order's delivery method has no place for: a pickup order is never shipped, a delivery never collected. */
export function notAMoveForMethodMessage(method: DeliveryMethod, to: AdminOrderMove) {
  return method === "pickup"
    ? `This order is collected at the showroom, so it cannot be moved to ${to}. Use READY_FOR_PICKUP, then COLLECTED.`
    : `This order is delivered to the customer's address, so it cannot be moved to ${to}. Use SHIPPED, then DELIVERED.`;
}

/** The header a client sends so that a retried order request returns the first order (docs/architecture.md §5). */
export const idempotencyKeyHeader = "idempotency-key";

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, "Idempotency-Key must not be blank")
  .max(255, "Idempotency-Key must be at most 255 characters")
  .regex(/^[\x21-\x7e]+$/, "Idempotency-Key must be printable ASCII without spaces");

// --- Requests ------------------------------------------------------------------------------------

/**
 * `POST users/{userId}/orders`: `ship` needs one of the shopper's addresses; `pickup` needs none
 * (an `addressId` sent with it is ignored).
 */
export const createOrderBodySchema = z
  .object({
    addressId: z
      .union([idParamSchema("an address's id"), z.literal(""), z.null()], {
        error: "must be an address's id",
      })
      .optional()
      .transform((id) => id || null),
    pickupAt: z.enum(deliveryMethods, { error: 'must be "ship" or "pickup"' }),
    /** A promo code chosen at checkout: put on the order as it is placed, or the order is refused. */
    promoCode: z
      .string({ error: "must be a promo code" })
      .trim()
      .max(promoCodeMaxLength, `must be at most ${promoCodeMaxLength} characters`)
      .optional()
      .transform((code) => (code ? code.toUpperCase() : null)),
  })
  .refine((body) => body.pickupAt !== "ship" || body.addressId !== null, {
    path: ["addressId"],
    message: chooseAddressMessage,
  });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** A promo code chosen at checkout that can no longer be used: the order is not placed. */
export function promoRefusedMessage(code: string, why: string) {
  return `The promo code ${code} could not be applied: ${why} Remove it to place your order at its full price.`;
}

export const orderPathSchema = userPathSchema.extend({ orderId: idParamSchema("an order's id") });

export const orderListQuerySchema = z.object({
  ...pagingQuery(ordersPageSize, 50),
  status: z.enum(orderStatuses, { error: `must be one of ${orderStatuses.join(", ")}` }).optional(),
  /** Matches the order number, or the start of the order's id. */
  search: z
    .string()
    .trim()
    .max(orderSearchMaxLength, `search must be at most ${orderSearchMaxLength} characters`)
    .optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

// --- Answers -----------------------------------------------------------------------------------

export const orderItemSchema = z.object({
  product: productSchema.pick({ id: true, slug: true, name: true, images: true, vendorId: true }),
  /** The list price of its size and colour when the order was made, naira. */
  price: z.number(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  /** The SKU of its size and colour then; null on orders made before variants (docs/decisions/029-variants.md). */
  sku: z.string().nullable(),
});

/** The delivery address as it was when the order was made. */
export const orderAddressSchema = addressSchema.omit({ isDefault: true, createdAt: true });

/** The showroom a pickup order is collected from, as it was when the order was made. */
export const orderPickupSchema = officeSchema.omit({ id: true });
export type OrderPickup = z.infer<typeof orderPickupSchema>;

/** A payment's, and a transaction's, status (docs/product.md §4 Transaction status). */
/**
 * PENDING until the provider says how the charge ended; CANCELLED is an attempt the shop no longer takes
 * (its order was cancelled or its total changed): a charge that still arrives on it is returned.
 */
export const paymentStatuses = ["PENDING", "COMPLETED", "FAILED", "REVERSED", "CANCELLED"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * The order's latest payment (docs/product.md §3): its status, amount (naira), reference, provider and the
 * provider's page; `metadata` repeats the page and the status as the shop's web client reads them.
 * Null until a payment is started.
 */
export const orderPaymentSchema = z
  .object({
    status: z.enum(paymentStatuses),
    amount: z.number(),
    reference: z.string(),
    provider: z.string(),
    authorizationUrl: z.string().nullable(),
    metadata: z.object({ authorization_url: z.string().nullable(), status: z.enum(paymentStatuses) }),
  })
  .nullable();
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * A step the order took (docs/decisions/033-pickup-has-its-own-path.md): the status it moved to, when, and
 * what the shop told the shopper with it (a tracking note when shipped); oldest first.
 */
export const orderStepSchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string(),
  note: z.string().nullable(),
});
export type OrderStep = z.infer<typeof orderStepSchema>;

/** A payment attempt of the order, or a refund of one: naira, its status, reference and when it happened. */
export const orderMoneyMoveSchema = z.object({
  amount: z.number(),
  status: z.enum(paymentStatuses),
  reference: z.string(),
  at: z.string(),
});
export type OrderMoneyMove = z.infer<typeof orderMoneyMoveSchema>;

export const orderSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  deliveryMethod: z.enum(deliveryMethods),
  items: z.array(orderItemSchema),
  /** The five figures of the one quote (docs/architecture.md §3), naira. */
  subtotal: z.number(),
  discount: z.number(),
  promoDiscount: z.number(),
  vat: z.number(),
  total: z.number(),
  promoCode: z.string().nullable(),
  address: orderAddressSchema.nullable(),
  pickup: orderPickupSchema.nullable(),
  payment: orderPaymentSchema,
  timeline: z.array(orderStepSchema),
  /** The latest note the owner gave with a move (a tracking number, say); null when none was given. */
  trackingNote: z.string().nullable(),
  /** Every payment attempt and every refund of the order, oldest first. */
  payments: z.array(orderMoneyMoveSchema),
  refunds: z.array(orderMoneyMoveSchema),
  /** Naira refunded (refunds done or on their way), and the total less it. */
  refunded: z.number(),
  totalAfterRefunds: z.number(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = envelopeSchema(orderSchema);

export const orderListResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(orderSchema),
  pagination: paginationSchema,
});
