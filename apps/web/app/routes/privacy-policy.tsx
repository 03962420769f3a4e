import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description: "How Oja Leather House collects, uses and protects your personal information.",
    path: "/privacy-policy",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <PageBanner title="Privacy Policy" crumbs={[{ label: "Home", to: "/" }, { label: "Privacy Policy" }]} />
  );
}
