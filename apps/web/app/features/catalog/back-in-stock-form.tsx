import { useId } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { isStockAlertAnswer, type StockAlertAnswer, stockAlertIntents } from "./stock-alert-change.ts";
import type { Shopper } from "./use-shopper.ts";

/**
 * Back in stock for the chosen sold-out size and colour (docs/product.md §2 "Product detail"): a
 * signed-in shopper asks with one button and their own e-mail, a visitor gives an address. It posts to
 * the product page's action, so it works without JavaScript; with it, through a fetcher, and the
 * shop's sentence shows here. The page keys it by variant, so another choice starts it afresh. Like
 * the footer's newsletter form, the address is checked by the browser and then by the API: the
 * shop's own field and rule would bring zod to every product page's first load.
 */
export function BackInStockForm({
  productId,
  variantId,
  shopper,
}: {
  productId: string;
  variantId: string;
  shopper: Shopper | null;
}) {
  const fetcher = useFetcher<StockAlertAnswer>();
  // Without JavaScript the page itself is the answer to the form.
  const pageAnswer = useActionData<unknown>();
  const emailId = useId();
  const sending = fetcher.state !== "idle";
  const answer =
    fetcher.data ??
    (isStockAlertAnswer(pageAnswer) && pageAnswer.variantId === variantId ? pageAnswer : undefined);
  const saved = !sending && answer?.ok === true;

  return (
    <section aria-label="Back in stock" className="rounded-sm border border-sand bg-linen/60 p-4">
      {saved ? null : (
        <fetcher.Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value={stockAlertIntents.ask} />
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="variantId" value={variantId} />
          <p className="text-sm text-umber">
            {shopper
              ? `We can e-mail you at ${shopper.email} once when it is back.`
              : "Leave your e-mail and we will write once when it is back."}
          </p>
          {shopper ? null : (
            <div>
              <label htmlFor={emailId} className="mb-1.5 block text-sm font-medium text-espresso">
                Your e-mail
              </label>
              <input
                id={emailId}
                name="email"
                type="email"
                required
                autoComplete="email"
                className="w-full rounded-sm border border-sand bg-white px-4 py-3 text-espresso focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
              />
            </div>
          )}
          <Button type="submit" tone="secondary" wide busy={sending}>
            Email me when it's back
          </Button>
        </fetcher.Form>
      )}
      <p
        role="status"
        className={`text-sm font-medium ${answer?.ok ? "text-success" : "text-error"} ${answer && !sending && !saved ? "mt-3" : ""}`}
      >
        {sending ? null : answer?.message}
      </p>
    </section>
  );
}
