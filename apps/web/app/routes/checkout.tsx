import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Checkout",
    description: "Review your cart, choose delivery or showroom pickup and place your order.",
    path: "/checkout",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <PageBanner title="Checkout" crumbs={[{ label: "Home", to: "/" }, { label: "Checkout" }]} />;
}
