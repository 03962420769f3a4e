import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { requireSignedIn } from "../lib/session.server.ts";
import type { Route } from "./+types/checkout";

/** Spec §2: checkout is for signed-in shoppers; a visitor signs in and comes back here. */
export async function loader(page: Route.LoaderArgs) {
  await requireSignedIn(page);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Checkout",
    description: "Review your cart, choose delivery or showroom pickup and place your order.",
    path: "/checkout",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <PageBanner title="Checkout" crumbs={[{ label: "Home", to: "/" }, { label: "Checkout" }]} />;
}
