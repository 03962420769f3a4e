// What the back-in-stock form posts and what the product page's action answers (lib/form-intents.ts).

/** Asking to be told when a sold-out size and colour is back, as the form posts it in `intent`. */
export const stockAlertIntents = { ask: "ask-back-in-stock" } as const;

/** What asking answers: the shop's sentence, or why nothing was saved; `variantId` says which form. */
export type StockAlertAnswer =
  | { ok: true; message: string; variantId: string }
  | { ok: false; message: string; variantId: string };

/** Whether the page's action answered the back-in-stock form (and not the cart's or the wishlist's). */
export function isStockAlertAnswer(answer: unknown): answer is StockAlertAnswer {
  return typeof answer === "object" && answer !== null && "variantId" in answer;
}
