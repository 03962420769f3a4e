import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Dashboard",
    description: "Your Oja account at a glance: orders, wishlist and loyalty points.",
    path: "/account",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <h1 className="font-display text-4xl font-semibold">Dashboard</h1>;
}
