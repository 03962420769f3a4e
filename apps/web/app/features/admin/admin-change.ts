import type { IntentOf } from "../../lib/form-intents.ts";

// What the admin area's forms post and what its actions answer (lib/form-intents.ts).

/** An order's changes: a move to its next status (with a note), or a refund. */
export const adminOrderIntents = { move: "move", refund: "refund" } as const;

/** A product's changes; a product not yet saved has only `save`. */
export const productIntents = {
  save: "save",
  archive: "archive",
  upload: "upload",
  reorder: "reorder",
  removePhoto: "remove-photo",
  variants: "variants",
} as const;
export type ProductIntent = IntentOf<typeof productIntents>;

/** A promo code's changes: saving the form (a new code or a change), or expiring it now. */
export const promoCodeIntents = { save: "save", expire: "expire" } as const;

/** Whether a customer may sign in. */
export const customerAccessIntents = { disable: "disable", enable: "enable" } as const;

/** What a change in the admin area answers: the API's message, or its refusal with the reasons. */
export type AdminChange = { ok: true; message: string } | { ok: false; message: string; errors?: string[] };

/** What a product's change answers, with the product's id (a new product's page moves to it). */
export type ProductChange =
  | { ok: true; intent: ProductIntent; message: string; productId: string }
  | { ok: false; intent: ProductIntent; message: string; errors?: string[] };

/** A category's size guide: saving the editor's table, or taking the guide away. */
export const sizeGuideIntents = { save: "save", remove: "remove" } as const;

/** A shopper's review: hidden from the shop, or shown again. */
export const reviewVisibilityIntents = { hide: "hide", show: "show" } as const;
