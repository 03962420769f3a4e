import { choiceText } from "@oja/contracts/cart";
import { formatNaira } from "@oja/contracts/money";
import {
  missingPaymentDetailsMessage,
  paymentFailedText,
  paymentFailedTitle,
  paymentSuccessText,
  paymentSuccessTitle,
  verificationFailedMessage,
} from "@oja/contracts/payments";
import { type ReactNode, useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ReturnIcon } from "../../components/ui/action-icons.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckIcon, CloseIcon } from "../../components/ui/icons.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";
import { announcePaymentSettled } from "../../lib/payment-news.ts";
import { receiptPath } from "../../lib/receipts.ts";
import type { PaidOrder, VerificationOutcome } from "./payment-verification.server.ts";

// The outcome screens of docs/product.md §2 and §8 with their exact texts, a Home button, a link to the order and,
// when the order can still be paid, a way to pay again. A paid order's screen also shows what was bought
// and paid, links its receipt (docs/decisions/034-receipts.md) and tells the shop's other tabs. A charge the order did not need has a screen of
// its own that says it is going back to the card; the API's sentence (the part returned, or why an
// attempt was cancelled) shows under the title of any screen.

const orderLink = (orderId: string) => `/account/orders?track=${encodeURIComponent(orderId)}`;

/** The title of the screen for a charge returned whole (the order was cancelled or already paid). */
export const paymentReturnedTitle = "Your payment is being returned";
const paymentReturnedText = "The order did not need your payment: we are returning it to your card.";

const looks = {
  paid: { icon: <CheckIcon className="size-8" />, tone: "bg-emerald-100 text-emerald-800" },
  returned: { icon: <ReturnIcon className="size-8" />, tone: "bg-[#dbe6f3] text-[#1d4470]" },
  failed: { icon: <CloseIcon className="size-8" />, tone: "bg-red-100 text-red-800" },
} as const;

function Heading({ result }: { result: VerificationOutcome }): ReactNode {
  if (result.outcome === "missing" || result.outcome === "error") {
    return (
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">
        {result.outcome === "missing" ? missingPaymentDetailsMessage : verificationFailedMessage}
      </h1>
    );
  }
  // A returned charge's own sentence is the screen's text; on the others it follows the shop's text.
  const [title, text, note] =
    result.outcome === "paid"
      ? [paymentSuccessTitle, paymentSuccessText, result.note]
      : result.outcome === "returned"
        ? [paymentReturnedTitle, result.note ?? paymentReturnedText, null]
        : [paymentFailedTitle, paymentFailedText, result.note];
  return (
    <>
      <h1 className="font-display text-3xl font-semibold text-balance sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base leading-relaxed text-umber">{text}</p>
      {note ? (
        <p className="mt-4 rounded-md bg-linen px-4 py-3 text-base leading-relaxed text-espresso">{note}</p>
      ) : null}
    </>
  );
}

/** The order just paid: its number, each line as the shopper chose it, and the amount paid. */
function PaidSummary({ order }: { order: PaidOrder }) {
  return (
    <section
      aria-labelledby="paid-order"
      className="mt-8 w-full rounded-lg border border-sand bg-white p-4 text-left sm:p-5"
    >
      <h2 id="paid-order" className="font-display text-xl font-semibold">
        Order {order.orderNumber}
      </h2>
      <ul className="mt-2 divide-y divide-sand">
        {order.items.map((item) => (
          <li key={`${item.product.id}-${item.size}-${item.color}`} className="flex gap-3 py-3">
            <ProductThumbnail src={item.product.images[0]} className="h-20 w-16" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold break-words">{item.product.name}</p>
              <p className="text-stone">{choiceText(item)}</p>
              <p>Qty {item.quantity}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-4 border-t border-sand pt-3 text-base font-semibold">
        <span>Amount paid</span>
        <span className="tabular-nums">{formatNaira(order.total)}</span>
      </p>
    </section>
  );
}

export function PaymentOutcome({
  result,
  refusal,
}: {
  result: VerificationOutcome;
  refusal?: string | undefined;
}) {
  const navigation = useNavigation();
  const settled = result.outcome === "missing" || result.outcome === "error" ? null : result;
  const look = settled ? looks[settled.outcome] : looks.failed;
  // Paying again is offered while the order waits for its money, never for a cancelled or paid one.
  const retry = settled && settled.outcome !== "paid" && settled.payable ? settled : null;
  const paid = result.outcome === "paid" ? result : null;
  const paidOrderId = paid?.orderId;
  // Another tab still showing this order unpaid (the one that sent the shopper to pay) reads it again.
  useEffect(() => {
    if (paidOrderId) announcePaymentSettled(paidOrderId);
  }, [paidOrderId]);

  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-5 pt-40 pb-16 sm:pt-32 text-center">
      <div
        aria-hidden="true"
        className={`mb-6 flex size-16 items-center justify-center rounded-full ${look.tone}`}
      >
        {look.icon}
      </div>
      <Heading result={result} />
      {refusal ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      {paid?.order ? <PaidSummary order={paid.order} /> : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
        {retry ? (
          <Form method="post" className="contents">
            <input type="hidden" name="orderId" value={retry.orderId} />
            <Button type="submit" busy={navigation.state === "submitting"}>
              Try payment again
            </Button>
          </Form>
        ) : null}
        <Link to="/" className={buttonClass({ tone: retry ? "secondary" : "primary" })}>
          Home
        </Link>
        {settled ? (
          <Link to={orderLink(settled.orderId)} className={buttonClass({ tone: "secondary" })}>
            View order
          </Link>
        ) : null}
        {paid ? (
          <a href={receiptPath(paid.orderId)} download className={buttonClass({ tone: "secondary" })}>
            Download receipt
          </a>
        ) : null}
      </div>
    </section>
  );
}
