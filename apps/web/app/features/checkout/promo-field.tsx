import { promoCodeMaxLength } from "@oja/contracts/orders";
import type { PromoPreview } from "@oja/contracts/payments";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";

// The checkout's promo field (docs/architecture.md §3, §5): the code is checked against the cart and the summary
// shows the five figures with it; Place Order then puts it on the order, which counts its use. The
// code lives in the page's address (`?promo=CODE`), so a reload keeps it, the loader checks it again
// whenever the cart changes, and the field is a plain form that works without scripts
// (docs/decisions/036-the-purchase-path-without-javascript.md).

export const promoParam = "promo";

/** What the loader found of the code in the address: the figures with it, or why it cannot be used. */
export type CheckoutPromo =
  | { code: string; applied: PromoPreview; refusal: null }
  | { code: string; applied: null; refusal: string }
  | null;

export function PromoField({ promo }: { promo: CheckoutPromo }) {
  const navigation = useNavigation();
  const fieldId = useId();
  const problemId = useId();
  const checking = navigation.state !== "idle" && navigation.location?.pathname === "/checkout";
  if (promo?.applied) {
    return (
      <Form
        method="get"
        replace
        preventScrollReset
        className="flex items-center justify-between gap-3 text-sm"
      >
        <span>
          Promo code <strong className="font-semibold">{promo.applied.code}</strong> applied
        </span>
        <button type="submit" className="font-medium text-cognac hover:underline">
          Remove<span className="sr-only"> promo code {promo.applied.code}</span>
        </button>
      </Form>
    );
  }
  const refusal = promo?.refusal ?? null;
  return (
    <Form method="get" replace preventScrollReset className="space-y-1.5">
      <label htmlFor={fieldId} className="block text-sm font-medium">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          // A code refused stays in the field to be corrected; a new answer starts the field afresh.
          key={promo?.code ?? ""}
          id={fieldId}
          name={promoParam}
          defaultValue={promo?.code ?? ""}
          maxLength={promoCodeMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? problemId : undefined}
          className="min-w-0 flex-1 rounded-sm border border-sand bg-white px-4 py-2.5 uppercase focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
        />
        <Button type="submit" tone="secondary" size="sm" busy={checking}>
          Apply
        </Button>
      </div>
      {refusal ? (
        <p id={problemId} className="text-sm text-error">
          {refusal}
        </p>
      ) : null}
    </Form>
  );
}
