import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import type { Route } from "./+types/wishlist";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Wishlist",
    description: "The Oja pieces you have saved for later.",
    path: "/account/wishlist",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <h1 className="font-display text-4xl font-semibold">Wishlist</h1>;
}
