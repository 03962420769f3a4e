import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import type { Route } from "./+types/addresses";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Addresses",
    description: "Your saved delivery addresses.",
    path: "/account/addresses",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <h1 className="font-display text-4xl font-semibold">Addresses</h1>;
}
