import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About Us",
    description:
      "The story of Oja Leather House: hand-made leather shoes, sandals and bags from our Lagos workshop.",
    path: "/about",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <PageBanner title="About Us" crumbs={[{ label: "Home", to: "/" }, { label: "About Us" }]} />;
}
