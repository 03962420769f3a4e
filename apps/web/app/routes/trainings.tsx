import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/trainings";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Trainings",
    description:
      "Leathercraft trainings at the Oja workshop in Lagos: pattern cutting, hand stitching and shoemaking.",
    path: "/trainings",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <PageBanner title="Trainings" crumbs={[{ label: "Home", to: "/" }, { label: "Trainings" }]} />;
}
