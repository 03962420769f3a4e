import {
  missingPaymentDetailsMessage,
  paymentFailedText,
  paymentFailedTitle,
  paymentSuccessText,
  paymentSuccessTitle,
  verificationFailedMessage,
} from "@oja/contracts/payments";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { CheckIcon, CloseIcon } from "../../components/ui/icons.tsx";
import type { VerificationOutcome } from "./payment-verification.server.ts";

// The outcome screens of spec §2 and §8 with their exact texts, a Home button, a link to the order and,
// when the payment did not go through, a way to pay again.

const orderLink = (orderId: string) => `/account/orders?track=${encodeURIComponent(orderId)}`;

export function PaymentOutcome({
  result,
  refusal,
}: {
  result: VerificationOutcome;
  refusal?: string | undefined;
}) {
  const navigation = useNavigation();
  const paid = result.outcome === "paid";
  const title =
    result.outcome === "paid" ? paymentSuccessTitle : result.outcome === "failed" ? paymentFailedTitle : null;
  const text =
    result.outcome === "paid"
      ? paymentSuccessText
      : result.outcome === "failed"
        ? paymentFailedText
        : result.outcome === "missing"
          ? missingPaymentDetailsMessage
          : verificationFailedMessage;

  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-5 pt-40 pb-16 sm:pt-32 text-center">
      <div
        aria-hidden="true"
        className={`mb-6 flex size-16 items-center justify-center rounded-full ${
          paid ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800"
        }`}
      >
        {paid ? <CheckIcon className="size-8" /> : <CloseIcon className="size-8" />}
      </div>
      {title ? (
        <>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
          <p className="mt-4 text-base leading-relaxed text-umber">{text}</p>
        </>
      ) : (
        <h1 className="font-display text-2xl font-semibold sm:text-3xl">{text}</h1>
      )}
      {refusal ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
          {refusal}
        </p>
      ) : null}
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
        {result.outcome === "failed" ? (
          <Form method="post" className="contents">
            <input type="hidden" name="orderId" value={result.orderId} />
            <Button type="submit" busy={navigation.state === "submitting"}>
              Try payment again
            </Button>
          </Form>
        ) : null}
        <Link to="/" className={buttonClass({ tone: result.outcome === "failed" ? "secondary" : "primary" })}>
          Home
        </Link>
        {result.outcome === "paid" || result.outcome === "failed" ? (
          <Link to={orderLink(result.orderId)} className={buttonClass({ tone: "secondary" })}>
            View order
          </Link>
        ) : null}
      </div>
    </section>
  );
}
