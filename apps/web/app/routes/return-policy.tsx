import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/return-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Return Policy",
    description: "When and how you can return an Oja purchase for a refund or exchange.",
    path: "/return-policy",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <PageBanner title="Return Policy" crumbs={[{ label: "Home", to: "/" }, { label: "Return Policy" }]} />
  );
}
