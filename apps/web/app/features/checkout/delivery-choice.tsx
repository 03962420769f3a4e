import type { Office } from "@oja/contracts/content";
import { type DeliveryMethod, noShowroomMessage } from "@oja/contracts/orders";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { chosenEarly } from "../../lib/chosen-early.ts";
import { openPaymentPage } from "../../lib/payment-window.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { checkoutIntents, type OrderPlacing, orderPagePath } from "./order-placing.ts";

// docs/product.md §2 Checkout, right, and §4 Checkout: Home Delivery or Pickup at Showroom, then Place Order.
// Pickup fills in the showroom and enables Place Order at once; home delivery shows the recipients
// (the route passes the picker in) and Place Order appears once one is chosen or newly saved.
// Without scripts (docs/decisions/036-the-purchase-path-without-javascript.md) everything shows at
// once and the delivery radios and the recipient list belong to Place Order's form (by its id, since
// the picker holds a form of its own), which the browser posts; the action then goes to the payment.

const methods: { value: DeliveryMethod; title: string; text: string }[] = [
  {
    value: "ship",
    title: "Home Delivery",
    text: "Delivered to your door: Lagos in 1–5 business days, other states in 2–10. We will contact you for shipping cost.",
  },
  {
    value: "pickup",
    title: "Pickup at Showroom",
    text: "Collect your order from our showroom, at no cost.",
  },
];

export function DeliveryChoice({
  showroom,
  orderKey,
  promoCode,
  defaultRecipient,
  cartProblem,
  posted,
  recipients,
}: {
  /** The first office of the shop's settings, where pickup orders are collected; null if none. */
  showroom: Office | null;
  /** The Idempotency-Key of this visit's order. */
  orderKey: string;
  /** The promo code the shopper checked against the cart, put on the order once it is placed. */
  promoCode: string | null;
  /** The recipient chosen when home delivery is picked: the default address, if there is one. */
  defaultRecipient: string | null;
  /** Why the cart cannot be ordered as it is (a flagged line), or null. */
  cartProblem: string | null;
  /** Why Place Order, posted without scripts, placed nothing; null otherwise. */
  posted: string | null;
  /** The recipient list; its radios belong to the form `formId` when one is given. */
  recipients: (
    chosenId: string | null,
    choose: (addressId: string) => void,
    formId: string | undefined,
  ) => ReactNode;
}) {
  const hydrated = useHydrated();
  const formId = useId();
  // Before scripts run, the radios are the form's own fields; after, the form's hidden ones are.
  const plainFormId = hydrated ? undefined : formId;
  const [method, setMethod] = useState<DeliveryMethod | null>(null);
  const [recipient, setRecipient] = useState<string | null>(defaultRecipient);
  const fetcher = useFetcher<OrderPlacing>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const navigate = useNavigate();
  const legendId = useId();
  const problemId = useId();
  const refusalId = useId();
  // A second click before the first answer is not sent: the button is disabled only after a render.
  const sent = useRef(false);
  // A refusal stays beside Place Order (its toast goes): one about the promo code sent goes once the
  // shopper removes or changes the code.
  const [refusal, setRefusal] = useState<{ message: string; promoCode: string | null } | null>(null);
  const sentCode = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      if (answer.authorizationUrl) {
        if (!openPaymentPage(answer.authorizationUrl)) return;
      } else if (answer.paymentProblem) {
        toast.error(answer.paymentProblem);
      }
      navigate(orderPagePath(answer.orderId));
    } else {
      sent.current = false;
      setRefusal({ message: answer.message, promoCode: sentCode.current });
      showRefusal(answer);
    }
  }, [fetcher.state, fetcher.data, toast, showRefusal, navigate]);

  // A way of delivery or a recipient chosen before the page's script ran is taken over as if chosen
  // now: otherwise the next render would uncheck it and hide what it showed.
  useEffect(() => {
    const earlyMethod = methods.find(({ value }) => value === chosenEarly(root.current, "pickupAt"));
    if (earlyMethod) setMethod(earlyMethod.value);
    const earlyRecipient = chosenEarly(root.current, "addressId");
    if (earlyRecipient) setRecipient(earlyRecipient);
  }, []);

  const choose = useCallback((addressId: string) => setRecipient(addressId), []);
  const ready = !hydrated || method === "pickup" || (method === "ship" && recipient !== null);
  const placing = fetcher.state !== "idle" || fetcher.data?.ok === true;
  const shownRefusal = refusal && refusal.promoCode === promoCode ? refusal.message : posted;

  return (
    <div ref={root} className="space-y-6">
      <fieldset aria-labelledby={legendId} className="space-y-3">
        <legend id={legendId} className="font-display text-2xl font-semibold">
          Delivery
        </legend>
        {methods.map((option) => {
          const unavailable = option.value === "pickup" && !showroom;
          return (
            <label
              key={option.value}
              className={[
                "flex gap-3 rounded-lg border p-4 transition-colors",
                "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass/60",
                unavailable ? "cursor-not-allowed opacity-60" : "cursor-pointer",
                method === option.value
                  ? "border-espresso bg-linen"
                  : "border-sand bg-parchment hover:border-stone",
              ].join(" ")}
            >
              <input
                type="radio"
                name="pickupAt"
                form={plainFormId}
                value={option.value}
                checked={method === option.value}
                disabled={unavailable}
                onChange={() => setMethod(option.value)}
                aria-label={option.title}
                aria-describedby={`${legendId}-${option.value}`}
                className="mt-1 h-4 w-4 shrink-0 accent-espresso"
              />
              <span>
                <span className="block font-semibold">{option.title}</span>
                <span id={`${legendId}-${option.value}`} className="block text-sm text-stone">
                  {unavailable ? noShowroomMessage : option.text}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>

      {(method === "pickup" || !hydrated) && showroom ? (
        <section
          aria-label="Showroom"
          className="rounded-lg border border-sand bg-parchment p-4 text-sm sm:p-5"
        >
          <h3 className="font-display text-xl font-semibold">Pickup at our showroom</h3>
          <p className="mt-2">{showroom.address1}</p>
          <p className="mt-1 text-stone">
            <a href={`tel:${showroom.phoneNumber.replace(/\s+/g, "")}`} className="hover:underline">
              {showroom.phoneNumber}
            </a>
            {" · "}
            <a href={`mailto:${showroom.email}`} className="hover:underline">
              {showroom.email}
            </a>
          </p>
          <p className="mt-2 text-stone">
            We will e-mail you when your order is ready to collect. Orders are processed within 24 hours,
            Monday to Saturday.
          </p>
        </section>
      ) : null}

      {method === "ship" || !hydrated ? recipients(recipient, choose, plainFormId) : null}

      {ready ? (
        <fetcher.Form
          id={formId}
          method="post"
          onSubmit={(event) => {
            if (sent.current) {
              event.preventDefault();
              return;
            }
            sent.current = true;
            sentCode.current = promoCode;
            setRefusal(null);
          }}
          className="space-y-3"
        >
          <input type="hidden" name="intent" value={checkoutIntents.placeOrder} />
          {hydrated ? (
            <>
              <input type="hidden" name="pickupAt" value={method ?? ""} />
              <input type="hidden" name="addressId" value={method === "ship" ? (recipient ?? "") : ""} />
            </>
          ) : null}
          <input type="hidden" name="orderKey" value={orderKey} />
          <input type="hidden" name="promoCode" value={promoCode ?? ""} />
          {cartProblem ? (
            <p id={problemId} className="text-sm font-medium text-error">
              {cartProblem}
            </p>
          ) : null}
          {shownRefusal ? (
            <p id={refusalId} className="text-sm font-medium text-error">
              {shownRefusal}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            wide
            busy={placing}
            disabled={cartProblem !== null}
            aria-describedby={
              [cartProblem ? problemId : null, shownRefusal ? refusalId : null].filter(Boolean).join(" ") ||
              undefined
            }
          >
            Place Order
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
