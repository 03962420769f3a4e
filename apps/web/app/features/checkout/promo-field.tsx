import { promoCodeMaxLength } from "@oja/contracts/orders";
import type { PromoPreview } from "@oja/contracts/payments";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { checkoutIntents, type PromoChecking } from "./order-placing.ts";

// The checkout's promo field (docs/architecture.md §3, §5): the code is checked against the cart and the summary
// shows the five figures with it; Place Order then puts it on the order, which counts its use.

const checkoutPath = "/checkout";

export function useCheckoutPromo(cartSubtotal: number) {
  const fetcher = useFetcher<PromoChecking>({ key: "checkout-promo" });
  const [applied, setApplied] = useState<PromoPreview | null>(null);
  const checkedFor = useRef(cartSubtotal);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setApplied(fetcher.data.preview);
  }, [fetcher.state, fetcher.data]);

  // A cart changed in the viewer has other figures: the code is checked again on the new cart.
  const { submit } = fetcher;
  const appliedCode = applied?.code;
  useEffect(() => {
    if (checkedFor.current === cartSubtotal) return;
    checkedFor.current = cartSubtotal;
    // An emptied cart (the order is placed, the page is leaving) has nothing to check.
    if (!appliedCode || cartSubtotal === 0) return;
    setApplied(null);
    submit(
      { intent: checkoutIntents.previewPromo, code: appliedCode },
      { method: "post", action: checkoutPath },
    );
  }, [cartSubtotal, submit, appliedCode]);

  return {
    applied,
    refusal: fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null,
    checking: fetcher.state !== "idle",
    check: (code: string) =>
      submit({ intent: checkoutIntents.previewPromo, code }, { method: "post", action: checkoutPath }),
    remove: () => setApplied(null),
  };
}

export type CheckoutPromo = ReturnType<typeof useCheckoutPromo>;

export function PromoField({ promo }: { promo: CheckoutPromo }) {
  const [code, setCode] = useState("");
  const fieldId = useId();
  const problemId = useId();
  if (promo.applied) {
    return (
      <p className="flex items-center justify-between gap-3 text-sm">
        <span>
          Promo code <strong className="font-semibold">{promo.applied.code}</strong> applied
        </span>
        <button type="button" onClick={promo.remove} className="font-medium text-cognac hover:underline">
          Remove<span className="sr-only"> promo code {promo.applied.code}</span>
        </button>
      </p>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) promo.check(code.trim());
      }}
      className="space-y-1.5"
    >
      <label htmlFor={fieldId} className="block text-sm font-medium">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          id={fieldId}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={promoCodeMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={promo.refusal ? true : undefined}
          aria-describedby={promo.refusal ? problemId : undefined}
          className="min-w-0 flex-1 rounded-sm border border-sand bg-white px-4 py-2.5 uppercase focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
        />
        <Button type="submit" tone="secondary" size="sm" busy={promo.checking}>
          Apply
        </Button>
      </div>
      {promo.refusal ? (
        <p id={problemId} className="text-sm text-error">
          {promo.refusal}
        </p>
      ) : null}
    </form>
  );
}
