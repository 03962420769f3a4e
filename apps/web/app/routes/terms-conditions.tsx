import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/terms-conditions";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms & Conditions",
    description: "The terms that govern shopping with Oja Leather House.",
    path: "/terms-conditions",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <PageBanner
      title="Terms & Conditions"
      crumbs={[{ label: "Home", to: "/" }, { label: "Terms & Conditions" }]}
    />
  );
}
