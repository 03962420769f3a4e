import { z } from "zod";
import { idParamSchema } from "./api.ts";
import { emailSchema } from "./rules.ts";

// Back in stock (docs/decisions/029-variants.md): a shopper asks to be told when a sold-out size and
// colour of a product is in stock again; the owner's restock sends each waiting shopper one e-mail.

/** `POST products/{productId}/variants/{variantId}/stock-alerts`. */
export const stockAlertPathSchema = z.object({
  productId: idParamSchema("a product's id"),
  variantId: idParamSchema("the id of one of the product's sizes and colours"),
});

/** A visitor gives an e-mail address; a signed-in shopper's own is used when none is given. */
export const stockAlertBodySchema = z.object({ email: emailSchema.optional() });
export type StockAlertBody = z.infer<typeof stockAlertBodySchema>;

export const stockAlertSavedMessage = "We will e-mail you once when it is back in stock.";
export const stockAlertNeedsEmailMessage = "Enter your e-mail address so we can tell you when it is back.";
export const variantInStockMessage = "This size and colour is in stock: you can add it to your cart now.";
export const variantNotFoundMessage = "This product is not sold in that size and colour.";
