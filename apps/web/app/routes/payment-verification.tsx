import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/payment-verification";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Payment Verification",
    description: "Confirming your payment with Oja Leather House.",
    path: "/payment/verification",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <PageBanner
      title="Payment Verification"
      crumbs={[{ label: "Home", to: "/" }, { label: "Payment Verification" }]}
    />
  );
}
