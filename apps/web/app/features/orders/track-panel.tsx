import { choiceText } from "@oja/contracts/cart";
import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import type { Order } from "@oja/contracts/orders";
import { promoCodeMaxLength } from "@oja/contracts/orders";
import { formatNigerianPhone } from "@oja/contracts/rules";
import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Drawer } from "../../components/ui/drawer.tsx";
import { OrderBadge } from "../../components/ui/order-badge.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";
import { QuoteSummary } from "../../components/ui/quote-summary.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { TransactionStatusBadge } from "../../components/ui/transaction-badge.tsx";
import { openPaymentPage } from "../../lib/payment-window.ts";
import { type OrderCancelling, type OrderPaying, orderIntents, type PromoApplying } from "./order-change.ts";
import { isUnpaid, noteParts, timelineOf } from "./order-status.ts";
import { ReceiptLink } from "./receipt-link.tsx";
import { ReviewLinks } from "./review-links.tsx";

// docs/product.md §2 Orders → Track panel, the order's whole story: the timeline with each step's Lagos time and
// the owner's notes, the lines, the five figures and what is left after refunds, every payment and refund,
// delivery or pickup, and for an unpaid order its payment link and Cancel (with a confirm dialog).

/** The owner's note, its web addresses as links that open apart from the shop. */
function Note({ note }: { note: string }) {
  return (
    <span className="mt-1 block break-words rounded-sm bg-linen px-2 py-1">
      {noteParts(note).map((part) =>
        part.href ? (
          <a
            key={part.start}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="text-cognac underline"
          >
            {part.text}
          </a>
        ) : (
          <span key={part.start}>{part.text}</span>
        ),
      )}
    </span>
  );
}

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} className="block text-stone">
      {formatDate(at, { withTime: true })}
    </time>
  );
}

function Timeline({ order }: { order: Order }) {
  const steps = timelineOf(order);
  return (
    <ol aria-label="Order progress" className="space-y-0">
      {steps.map((step, index) => (
        <li key={step.label} className="relative flex gap-3 pb-5 last:pb-0">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className={`absolute top-6 left-[11px] h-[calc(100%-1.5rem)] w-0.5 ${steps[index + 1]?.reached ? "bg-espresso" : "bg-sand"}`}
            />
          ) : null}
          <span
            aria-hidden="true"
            className={`relative mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2 text-xs ${
              step.reached ? "border-espresso bg-espresso text-parchment" : "border-sand bg-parchment"
            }`}
          >
            {step.reached ? "✓" : ""}
          </span>
          <span className="min-w-0 flex-1 text-sm">
            <span className={step.reached ? "font-semibold" : "text-stone"}>{step.label}</span>
            <span className="sr-only">{step.reached ? ", reached" : ", not yet"}</span>
            {step.at ? <When at={step.at} /> : null}
            {step.note ? <Note note={step.note} /> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Every payment attempt and refund of the order, each with its status (docs/decisions/033-pickup-has-its-own-path.md). */
function MoneyMoves({ order }: { order: Order }) {
  const moves = [
    ...order.payments.map((move) => ({ ...move, label: "Payment", sign: "" })),
    ...order.refunds.map((move) => ({ ...move, label: "Refund", sign: "−" })),
  ];
  if (moves.length === 0) return null;
  return (
    <section aria-labelledby="track-money" className="space-y-3">
      <h3 id="track-money" className="font-display text-xl font-semibold">
        Payments and refunds
      </h3>
      <ul className="divide-y divide-sand text-sm">
        {moves.map((move) => (
          <li key={move.reference} className="flex items-start justify-between gap-4 py-3">
            <span className="min-w-0 flex-1">
              <span className="font-medium">{move.label}</span>{" "}
              <span className="tabular-nums">
                {move.sign}
                {formatNaira(move.amount)}
              </span>
              <span className="block break-all text-stone">{move.reference}</span>
              <When at={move.at} />
            </span>
            <span className="shrink-0">
              <TransactionStatusBadge status={move.status} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the shopper has paid in the end: the total less what was refunded (refunds on their way too). */
function AfterRefunds({ order }: { order: Order }) {
  if (order.refunded <= 0) return null;
  return (
    <dl className="space-y-2 border-t border-sand pt-3 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-stone">Refunded</dt>
        <dd className="tabular-nums">−{formatNaira(order.refunded)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>Total after refunds</dt>
        <dd className="tabular-nums">{formatNaira(order.totalAfterRefunds)}</dd>
      </div>
    </dl>
  );
}

function Delivery({ order }: { order: Order }) {
  if (order.deliveryMethod === "pickup") {
    return (
      <div className="text-sm">
        <p className="font-medium">Pickup at the showroom</p>
        {order.pickup ? (
          <>
            <p className="mt-1">{order.pickup.address1}</p>
            <p className="text-stone">
              {formatNigerianPhone(order.pickup.phoneNumber)} · {order.pickup.email}
            </p>
          </>
        ) : null}
      </div>
    );
  }
  const address = order.address;
  return (
    <div className="text-sm">
      <p className="font-medium">Home delivery</p>
      {address ? (
        <>
          <p className="mt-1">{address.fullName}</p>
          <p className="break-words">
            {address.address1}, {address.city}, {address.state}, {address.country}
          </p>
          <p className="text-stone">{formatNigerianPhone(address.phone)}</p>
        </>
      ) : null}
      <p className="mt-1 text-stone">We will contact you for shipping cost.</p>
    </div>
  );
}

/**
 * docs/product.md §4: an unpaid order shows Make Payment when a provider's page exists for it, otherwise Complete
 * Payment. Either starts (or resumes) the payment for the order's current total and opens its page. The
 * page of an attempt the shop cancelled (the order's total changed) takes nothing: a new one is started.
 */
function PayButton({ order }: { order: Order }) {
  const fetcher = useFetcher<OrderPaying>();
  const showRefusal = useShowRefusal();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) openPaymentPage(fetcher.data.authorizationUrl);
    else showRefusal(fetcher.data);
  }, [fetcher.state, fetcher.data, showRefusal]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={orderIntents.pay} />
      <input type="hidden" name="orderId" value={order.id} />
      <Button type="submit" wide busy={fetcher.state !== "idle"}>
        {order.payment?.authorizationUrl && order.payment.status !== "CANCELLED"
          ? "Make Payment"
          : "Complete Payment"}
      </Button>
    </fetcher.Form>
  );
}

/** docs/architecture.md §5: a promo code on an unpaid order, which shows the order's new five figures. */
const promoFetcherKey = "order-promo";

function PromoForm({ order }: { order: Order }) {
  const fetcher = useFetcher<PromoApplying>({ key: promoFetcherKey });
  const fieldId = useId();
  const problemId = useId();
  const refusal = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" className="space-y-1.5">
      <input type="hidden" name="intent" value={orderIntents.applyPromo} />
      <input type="hidden" name="orderId" value={order.id} />
      <label htmlFor={fieldId} className="block text-sm font-medium">
        Promo code
      </label>
      <div className="flex gap-2">
        <input
          id={fieldId}
          name="code"
          required
          maxLength={promoCodeMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? problemId : undefined}
          className="min-w-0 flex-1 rounded-sm border border-sand bg-white px-4 py-2.5 uppercase focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
        />
        <Button type="submit" tone="secondary" size="sm" busy={fetcher.state !== "idle"}>
          Apply
        </Button>
      </div>
      {refusal ? (
        <p id={problemId} className="text-sm text-error">
          {refusal}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export function TrackPanel({
  tracked,
  onClose,
}: {
  tracked: { order: Order } | { problem: string } | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const fetcher = useFetcher<OrderCancelling>();
  const [confirming, setConfirming] = useState(false);
  const order = tracked && "order" in tracked ? tracked.order : null;
  // Said here: once the code is on the order, its form gives way to the code's name.
  const promo = useFetcher<PromoApplying>({ key: promoFetcherKey });
  useEffect(() => {
    if (promo.state === "idle" && promo.data?.ok) toast.success(promo.data.message);
  }, [promo.state, promo.data, toast]);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) toast.success(answer.message);
    else showRefusal(answer);
    setConfirming(false);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  return (
    <Drawer
      open={tracked !== null}
      title={order ? `Order ${order.orderNumber}` : "Order"}
      onClose={onClose}
      singleButton
    >
      {!order ? (
        <p className="text-sm">{tracked && "problem" in tracked ? tracked.problem : null}</p>
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span className="text-stone">Placed {formatDate(order.createdAt)}</span>
            <OrderBadge status={order.status} />
          </div>

          <section aria-labelledby="track-progress" className="space-y-3">
            <h3 id="track-progress" className="font-display text-xl font-semibold">
              Progress
            </h3>
            <Timeline order={order} />
          </section>

          <section aria-labelledby="track-lines" className="space-y-3">
            <h3 id="track-lines" className="font-display text-xl font-semibold">
              Items
            </h3>
            <ul className="divide-y divide-sand">
              {order.items.map((item) => (
                <li key={`${item.product.id}-${item.size}-${item.color}`} className="flex gap-3 py-3">
                  <ProductThumbnail src={item.product.images[0]} className="h-20 w-16 shrink-0" />
                  <div className="min-w-0 flex-1 text-sm">
                    <Link to={`/products/${item.product.slug}`} className="font-semibold hover:underline">
                      {item.product.name}
                    </Link>
                    <p className="text-stone">{choiceText(item)}</p>
                    <p className="tabular-nums">
                      {item.quantity} × {formatNaira(item.price)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <ReviewLinks order={order} />
          <section aria-label="Order summary" className="space-y-4 rounded-lg bg-linen p-4">
            <QuoteSummary quote={order} />
            <AfterRefunds order={order} />
            {order.promoCode ? (
              <p className="text-sm">
                Promo code <strong className="font-semibold">{order.promoCode}</strong> applied
              </p>
            ) : isUnpaid(order) ? (
              <div className="border-t border-sand pt-4">
                <PromoForm order={order} />
              </div>
            ) : null}
          </section>

          <MoneyMoves order={order} />

          <section aria-labelledby="track-delivery" className="space-y-2">
            <h3 id="track-delivery" className="font-display text-xl font-semibold">
              Delivery
            </h3>
            <Delivery order={order} />
          </section>

          <ReceiptLink order={order} />

          {isUnpaid(order) ? (
            <div className="space-y-3">
              {order.payment?.status === "CANCELLED" ? (
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span>Last payment attempt</span>
                  <TransactionStatusBadge status={order.payment.status} />
                  <span className="text-stone">
                    Nothing was taken. Pay the order's current total of {formatNaira(order.total)}.
                  </span>
                </p>
              ) : null}
              <PayButton order={order} />
              <Button tone="secondary" wide onClick={() => setConfirming(true)}>
                Cancel Order
              </Button>
            </div>
          ) : null}

          <ConfirmDialog
            open={confirming}
            title="Cancel Order"
            message={`Are you sure you want to cancel order ${order.orderNumber}? Its pieces go back on sale.`}
            confirmLabel="Yes, Cancel Order"
            dismissLabel="Keep Order"
            busy={fetcher.state !== "idle"}
            onConfirm={() =>
              fetcher.submit({ intent: orderIntents.cancel, orderId: order.id }, { method: "post" })
            }
            onClose={() => setConfirming(false)}
          />
        </div>
      )}
    </Drawer>
  );
}
