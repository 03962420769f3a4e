import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description:
      "Visit our Lagos showroom or send us a message: orders, sizing, repairs and bespoke commissions.",
    path: "/contact",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <PageBanner title="Contact Us" crumbs={[{ label: "Home", to: "/" }, { label: "Contact Us" }]} />;
}
