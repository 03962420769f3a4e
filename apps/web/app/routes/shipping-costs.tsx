import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/shipping-costs";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shipping Costs",
    description: "Delivery locations, methods, times and costs for Oja orders across Nigeria and worldwide.",
    path: "/shipping-costs",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <PageBanner title="Shipping Costs" crumbs={[{ label: "Home", to: "/" }, { label: "Shipping Costs" }]} />
  );
}
