import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Transaction History",
    description: "Your payments and transactions with Oja Leather House.",
    path: "/account/payments",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <h1 className="font-display text-4xl font-semibold">Transaction History</h1>;
}
