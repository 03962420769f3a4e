import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/bespoke";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Bespoke",
    description: "Commission made-to-measure shoes and bags from the Oja workshop in Lagos.",
    path: "/bespoke",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <PageBanner title="Bespoke" crumbs={[{ label: "Home", to: "/" }, { label: "Bespoke" }]} />;
}
