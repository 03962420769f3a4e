import { type AdminOrder, refundReasonMaxLength } from "@oja/contracts/admin-orders";
import { choiceText } from "@oja/contracts/cart";
import { formatDate } from "@oja/contracts/dates";
import { formatNaira, koboToNaira, nairaToKobo } from "@oja/contracts/money";
import { type AdminOrderMove, nextOrderStatuses } from "@oja/contracts/orders";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { OrderBadge } from "../../components/ui/order-badge.tsx";
import { QuoteSummary } from "../../components/ui/quote-summary.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { TransactionStatusBadge } from "../../components/ui/transaction-badge.tsx";
import { type AdminChange, adminOrderIntents } from "./admin-change.ts";
import { NeedsRefundBadge } from "./needs-refund-badge.tsx";

// One order in the admin area (decisions 013 and 023): its customer, lines, figures, delivery, the charges
// that took money and its transactions; the next move that fits its delivery method (Ship with a note, then
// Deliver; Ready for Collection, then Mark Collected; or Cancel while unpaid) and
// refunds, each asked for confirmation and answered by a toast with the server's message. A charge the
// order did not need, which the shop could not return by itself, is refunded in one click. Every refund
// carries the page's Idempotency-Key, so a double click or a resent form refunds once.

type Pending = { kind: "move"; status: AdminOrderMove } | { kind: "refund" } | null;

const questions = {
  SHIPPED: ["Ship Order", "Mark this order as shipped and e-mail the customer?", "Yes, Ship"],
  DELIVERED: ["Deliver Order", "Mark this order as delivered and e-mail the customer?", "Yes, Delivered"],
  READY_FOR_PICKUP: [
    "Ready for Collection",
    "Mark this order as ready to collect at the showroom and e-mail the customer?",
    "Yes, Ready",
  ],
  COLLECTED: ["Mark Collected", "Mark this order as collected and e-mail the customer?", "Yes, Collected"],
  CANCELLED: ["Cancel Order", "Cancel this unpaid order? Its pieces go back on sale.", "Yes, Cancel Order"],
} as const;

/** The button of each move; a pickup order is made ready and collected, never shipped (docs/decisions/033-pickup-has-its-own-path.md). */
const moveLabels = {
  SHIPPED: "Ship",
  DELIVERED: "Mark Delivered",
  READY_FOR_PICKUP: "Ready for Collection",
  COLLECTED: "Mark Collected",
  CANCELLED: "Cancel Order",
} as const;

type Charge = AdminOrder["charges"][number];

/** Naira still to refund of a charge: what it took less what was refunded of it (refunds on their way too). */
const leftOf = (charge: Pick<Charge, "captured" | "refunded">) =>
  koboToNaira(nairaToKobo(charge.captured) - nairaToKobo(charge.refunded));

/** The reason the admin area gives the customer for returning a charge the order did not need. */
const unneededChargeReason = "Returning a payment the order did not need";

function Charges({
  charges,
  refundKey,
  fetcher,
}: {
  charges: Charge[];
  refundKey: string;
  fetcher: ReturnType<typeof useFetcher<AdminChange>>;
}) {
  if (charges.length === 0) return <p className="mt-2 text-stone">No charge has taken money yet.</p>;
  return (
    <ul aria-label="Charges" className="mt-2 divide-y divide-sand">
      {charges.map((charge) => {
        const left = leftOf(charge);
        return (
          <li key={charge.id} className="space-y-2 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-xs break-all">{charge.reference}</span>
              <span className="flex flex-wrap gap-1.5">
                <TransactionStatusBadge status={charge.status} />
                {charge.needsRefund ? <NeedsRefundBadge /> : null}
              </span>
            </div>
            <p>
              {charge.paysOrder ? "Paid this order" : "Not needed by this order"} · taken{" "}
              <span className="tabular-nums">{formatNaira(charge.captured)}</span> · refunded{" "}
              <span className="tabular-nums">{formatNaira(charge.refunded)}</span>
            </p>
            {charge.needsRefund && left > 0 ? (
              <fetcher.Form method="post">
                <input type="hidden" name="intent" value={adminOrderIntents.refund} />
                <input type="hidden" name="paymentId" value={charge.id} />
                <input type="hidden" name="amount" value={String(left)} />
                <input type="hidden" name="reason" value={unneededChargeReason} />
                {/* Its own key beside the refund form's: two refunds from one page are two refunds. */}
                <input type="hidden" name="idempotencyKey" value={`${refundKey}.${charge.id}`} />
                <Button type="submit" size="sm" busy={fetcher.state !== "idle"}>
                  Refund {formatNaira(left)}
                </Button>
              </fetcher.Form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function AdminOrderPage({ order, refundKey }: { order: AdminOrder; refundKey: string }) {
  const fetcher = useFetcher<AdminChange>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [pending, setPending] = useState<Pending>(null);
  const [note, setNote] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [refundError, setRefundError] = useState<string | undefined>();
  // A new form after each change: its fields start again untouched, so none says it is required.
  const [formRound, setFormRound] = useState(0);
  const refundFormId = useId();
  const busy = fetcher.state !== "idle";
  // The refund form refunds the charge that paid the order; a charge not needed has its own button.
  const paying = order.charges.find((charge) => charge.paysOrder) ?? null;
  const left = paying ? leftOf(paying) : 0;

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      setNote("");
      setAmount("");
      setReason("");
      setRefundError(undefined);
      setFormRound((round) => round + 1);
    } else showRefusal(answer);
    setPending(null);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === "move") {
      fetcher.submit({ intent: adminOrderIntents.move, status: pending.status, note }, { method: "post" });
    } else {
      fetcher.submit(
        { intent: adminOrderIntents.refund, amount, reason, idempotencyKey: refundKey },
        { method: "post" },
      );
    }
  };

  function askRefund(event: FormEvent) {
    event.preventDefault();
    const naira = Number(amount);
    if (!(naira > 0) || naira > left) {
      setRefundError(`Enter an amount above ₦0 and at most ${formatNaira(left)}.`);
      return;
    }
    if (!reason.trim()) {
      setRefundError("Say why the money goes back.");
      return;
    }
    setRefundError(undefined);
    setPending({ kind: "refund" });
  }

  const next = nextOrderStatuses(order.status, order.deliveryMethod)[0] ?? null;
  const question = pending?.kind === "move" ? questions[pending.status] : null;

  return (
    <div className="space-y-6">
      <Link to="/admin/orders" className="text-sm font-medium text-cognac hover:underline">
        ← All orders
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Order {order.orderNumber}</h1>
        <OrderBadge status={order.status} />
      </div>
      <p className="text-sm text-stone">
        Placed {formatDate(order.createdAt, { withTime: true })} by {order.customer.firstName}{" "}
        {order.customer.lastName} ·{" "}
        <a href={`mailto:${order.customer.email}`} className="underline">
          {order.customer.email}
        </a>
      </p>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section aria-labelledby="admin-lines" className="rounded-lg border border-sand bg-parchment p-4">
            <h2 id="admin-lines" className="mb-2 font-display text-xl font-semibold">
              Items
            </h2>
            <ul className="divide-y divide-sand text-sm">
              {order.items.map((item) => (
                <li
                  key={`${item.product.id}-${item.size}-${item.color}`}
                  className="flex justify-between gap-4 py-2"
                >
                  <span>
                    <span className="font-medium">{item.product.name}</span>
                    <span className="block text-stone">
                      {choiceText(item)}
                      {item.sku ? ` · ${item.sku}` : null}
                    </span>
                  </span>
                  <span className="tabular-nums">
                    {item.quantity} × {formatNaira(item.price)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Order summary" className="rounded-lg bg-linen p-4">
            <QuoteSummary quote={order} />
            {order.promoCode ? <p className="mt-3 text-sm">Promo code {order.promoCode}</p> : null}
          </section>
          <section
            aria-labelledby="admin-delivery"
            className="rounded-lg border border-sand bg-parchment p-4 text-sm"
          >
            <h2 id="admin-delivery" className="mb-2 font-display text-xl font-semibold">
              {order.deliveryMethod === "pickup" ? "Pickup at the showroom" : "Home delivery"}
            </h2>
            {order.address ? (
              <p>
                {order.address.fullName}, {order.address.address1}, {order.address.city},{" "}
                {order.address.state}, {order.address.country} · +234 {order.address.phone}
              </p>
            ) : (
              <p>{order.pickup?.address1}</p>
            )}
          </section>
          <section
            aria-labelledby="admin-transactions"
            className="rounded-lg border border-sand bg-parchment p-4 text-sm"
          >
            <h2 id="admin-transactions" className="mb-2 font-display text-xl font-semibold">
              Payments and refunds
            </h2>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                Taken <span className="tabular-nums">{formatNaira(order.paid)}</span> · refunded{" "}
                <span className="tabular-nums">{formatNaira(order.refunded)}</span>
              </span>
              {order.needsRefund ? <NeedsRefundBadge /> : null}
            </p>
            <h3 className="mt-4 font-semibold">Charges</h3>
            <Charges charges={order.charges} refundKey={refundKey} fetcher={fetcher} />
            <h3 className="mt-4 font-semibold">Transactions</h3>
            <ul aria-label="Transactions" className="mt-2 divide-y divide-sand">
              {order.transactions.map((transaction) => (
                <li key={transaction.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="font-mono text-xs break-all">{transaction.reference}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    {transaction.type}
                    <TransactionStatusBadge status={transaction.status} />
                    <span
                      className={`tabular-nums ${transaction.amount < 0 ? "text-error" : "text-success"}`}
                    >
                      {formatNaira(transaction.amount)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="space-y-6">
          {next ? (
            <section
              aria-labelledby="admin-move"
              className="space-y-3 rounded-lg border border-sand bg-parchment p-4"
            >
              <h2 id="admin-move" className="font-display text-xl font-semibold">
                Next step
              </h2>
              {next === "SHIPPED" ? (
                <TextField
                  label="Note to the customer (e.g. tracking number)"
                  name="note"
                  value={note}
                  onChange={setNote}
                  maxLength={500}
                />
              ) : null}
              <Button
                wide
                busy={busy && pending?.kind === "move"}
                onClick={() => setPending({ kind: "move", status: next })}
              >
                {moveLabels[next]}
              </Button>
            </section>
          ) : null}

          {paying ? (
            <section
              aria-labelledby="admin-refund"
              className="space-y-3 rounded-lg border border-sand bg-parchment p-4"
            >
              <h2 id="admin-refund" className="font-display text-xl font-semibold">
                Refund
              </h2>
              <p className="text-sm text-stone">At most {formatNaira(left)} is left to refund.</p>
              <form key={formRound} id={refundFormId} noValidate onSubmit={askRefund} className="space-y-1">
                <TextField
                  label="Amount in naira"
                  name="amount"
                  inputMode="numeric"
                  value={amount}
                  onChange={setAmount}
                  required
                />
                <TextField
                  label="Reason"
                  name="reason"
                  value={reason}
                  onChange={setReason}
                  required
                  maxLength={refundReasonMaxLength}
                />
                {refundError ? <p className="text-sm text-error">{refundError}</p> : null}
                <Button type="submit" tone="secondary" wide disabled={left <= 0}>
                  Refund
                </Button>
              </form>
            </section>
          ) : null}
        </aside>
      </div>

      <ConfirmDialog
        open={question !== null}
        title={question?.[0] ?? ""}
        message={question?.[1] ?? ""}
        confirmLabel={question?.[2] ?? ""}
        dismissLabel="Not now"
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === "refund"}
        title="Refund"
        message={`Send ${formatNaira(Number(amount) || 0)} back to ${order.customer.firstName}'s card? This cannot be undone.`}
        confirmLabel="Yes, Refund"
        dismissLabel="Not now"
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
