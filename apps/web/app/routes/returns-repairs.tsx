import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/returns-repairs";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Returns & Repairs",
    description: "Our 7-day returns and 6-month free repair promise for manufacturing defects.",
    path: "/returns-repairs",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <PageBanner
      title="Returns & Repairs"
      crumbs={[{ label: "Home", to: "/" }, { label: "Returns & Repairs" }]}
    />
  );
}
