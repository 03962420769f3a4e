import { PaymentOutcome } from "../features/payments/payment-outcome.tsx";
import { retryPayment, verifyPaymentOf } from "../features/payments/payment-verification.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/payment-verification";

/** docs/product.md §2: reads `reference` (or `trxref`), confirms the payment and shows the outcome. */
export async function loader(page: Route.LoaderArgs) {
  return verifyPaymentOf(page);
}

export async function action(page: Route.ActionArgs) {
  return retryPayment(page);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Payment Verification",
    description: "Confirming your payment with Oja Leather House.",
    path: "/payment/verification",
    publicUrl: publicUrlOf(matches),
  }),
  { name: "robots", content: "noindex" },
];

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentOutcome result={loaderData} refusal={actionData?.message} />;
}
