import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/craftsmanship";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Craftsmanship",
    description: "How our Lagos artisans cut, stitch and finish every Oja piece by hand, from hide to heel.",
    path: "/craftsmanship",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return (
    <PageBanner title="Craftsmanship" crumbs={[{ label: "Home", to: "/" }, { label: "Craftsmanship" }]} />
  );
}
