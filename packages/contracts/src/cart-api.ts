import { z } from "zod";
import { envelopeSchema, idParamSchema, userPathSchema } from "./api.ts";
import { cartChoiceMaxLength, cartLineMaxQuantity, chooseSizeAndColourMessage } from "./cart.ts";
import { productDetailSchema } from "./catalog.ts";
import { maxLength } from "./rules.ts";

// The shapes of the cart calls (docs/product.md §7, docs/architecture.md §2), apart from the cart's rules in cart.ts so that a
// page using only the rules does not download zod (as http.ts stands apart from api.ts).

// --- Requests ------------------------------------------------------------------------------------

const quantitySchema = z
  .number({ error: "quantity must be a number" })
  .int("quantity must be a whole number")
  .min(1, "quantity must be 1 or more")
  .max(cartLineMaxQuantity, `quantity must be at most ${cartLineMaxQuantity}`);

const choiceSchema = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(cartChoiceMaxLength, maxLength(cartChoiceMaxLength))
    .min(1, chooseSizeAndColourMessage);

/** The path of `PUT` and `DELETE users/{userId}/cart/items/{itemId}`. */
export const cartLinePathSchema = userPathSchema.extend({
  itemId: idParamSchema("the id of a line of the cart"),
});

/** `POST users/{userId}/cart/items/{productId}`: adds to the line of the same size and colour. */
export const addToCartBodySchema = z.object({
  quantity: quantitySchema.default(1),
  size: choiceSchema("size"),
  color: choiceSchema("color"),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

/** `PUT users/{userId}/cart/items/{itemId}`: the line's new quantity, and optionally size and colour. */
export const updateCartItemBodySchema = z.object({
  quantity: quantitySchema,
  size: choiceSchema("size").optional(),
  color: choiceSchema("color").optional(),
});
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

// --- Responses -----------------------------------------------------------------------------------

/** The one quote's four figures in naira (docs/architecture.md §3); also the shape checkout and orders show. */
export const quoteSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  vat: z.number(),
  total: z.number(),
});

/**
 * The product of a line as the line's variant has it (docs/decisions/029-variants.md): its list price
 * and sale price (naira), and the units of that size and colour that can still be ordered.
 */
export const cartProductSchema = productDetailSchema.pick({
  id: true,
  slug: true,
  name: true,
  price: true,
  salePrice: true,
  images: true,
  stock: true,
});

export const cartItemSchema = z.object({
  id: z.uuid(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  /** The variant the line holds, and its SKU (null when the product no longer has that variant). */
  variantId: z.uuid(),
  sku: z.string().nullable(),
  product: cartProductSchema,
  /** False when the line cannot be checked out as it is; `problem` says why. */
  available: z.boolean(),
  problem: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  cartItemsCount: z.number().int(),
  /** Sum of price × quantity, naira: equal to `quote.subtotal`. */
  cartItemsTotalAmount: z.number(),
  quote: quoteSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = envelopeSchema(cartSchema);
