import {
  missingPaymentDetailsMessage,
  paymentFailedText,
  paymentFailedTitle,
  paymentSuccessText,
  paymentSuccessTitle,
  verificationFailedMessage,
} from "@oja/contracts/payments";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckIcon, CloseIcon, ReturnIcon } from "../../components/ui/icons.tsx";
import type { VerificationOutcome } from "./payment-verification.server.ts";

// The outcome screens of docs/product.md §2 and §8 with their exact texts, a Home button, a link to the order and,
// when the order can still be paid, a way to pay again. A charge the order did not need has a screen of
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
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
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
      </div>
    </section>
  );
}
