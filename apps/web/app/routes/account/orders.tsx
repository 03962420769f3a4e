import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Orders",
    description: "Your Oja orders and their delivery status.",
    path: "/account/orders",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <h1 className="font-display text-4xl font-semibold">Orders</h1>;
}
