import { emailProblem } from "@oja/contracts/rules";
import { type FormEvent, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { isStockAlertAnswer, type StockAlertAnswer, stockAlertIntents } from "./stock-alert-change.ts";
import { useShopper } from "./use-shopper.ts";

/**
 * Back in stock for the chosen sold-out size and colour (docs/product.md §2 "Product detail"): a
 * signed-in shopper asks with one button and their own e-mail, a visitor gives an address. It posts to
 * the product page's action, so it works without JavaScript; with it, through a fetcher, and the
 * shop's sentence shows here. The page keys it by variant, so another choice starts it afresh.
 */
export function BackInStockForm({ productId, variantId }: { productId: string; variantId: string }) {
  const shopper = useShopper();
  const fetcher = useFetcher<StockAlertAnswer>();
  // Without JavaScript the page itself is the answer to the form.
  const pageAnswer = useActionData<unknown>();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const sending = fetcher.state !== "idle";
  const answer =
    fetcher.data ??
    (isStockAlertAnswer(pageAnswer) && pageAnswer.variantId === variantId ? pageAnswer : undefined);
  const saved = !sending && answer?.ok === true;

  const ask = (event: FormEvent) => {
    if (shopper) return;
    // The API's own rule for an address, checked before the form goes (docs/product.md §5).
    const found = emailProblem(email);
    setProblem(found);
    if (found) event.preventDefault();
  };

  return (
    <section aria-label="Back in stock" className="rounded-sm border border-sand bg-linen/60 p-4">
      {saved ? null : (
        <fetcher.Form method="post" onSubmit={ask} noValidate className="space-y-3">
          <input type="hidden" name="intent" value={stockAlertIntents.ask} />
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="variantId" value={variantId} />
          <p className="text-sm text-umber">
            {shopper
              ? `We can e-mail you at ${shopper.email} once when it is back.`
              : "Leave your e-mail and we will write once when it is back."}
          </p>
          {shopper ? null : (
            <TextField
              label="Your e-mail"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={email}
              onChange={(value) => {
                setEmail(value);
                setProblem(undefined);
              }}
              error={problem}
            />
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
