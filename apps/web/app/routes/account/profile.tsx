import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Profile Settings",
    description: "Your Oja profile and password.",
    path: "/account/profile",
    publicUrl: publicUrlOf(matches),
  });

export default function Page() {
  return <h1 className="font-display text-4xl font-semibold">Profile Settings</h1>;
}
