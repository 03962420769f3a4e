import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { Link } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { callApi } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import type { Route } from "./+types/newsletter";

// The footer's newsletter form posts here. On failure the shopper sees nothing (docs/product.md §8); the
// reason goes to the server log.
export async function action(page: Route.ActionArgs) {
  const form = await postedForm(page.request);
  const subscription = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  try {
    const answer = await callApi(page, routes.content.subscribe, { body: subscription });
    return { ok: true, message: answer.message };
  } catch (error) {
    console.error("newsletter subscription failed:", error instanceof ApiError ? error.body : error);
    return { ok: false };
  }
}

export function loader() {
  return new Response(null, { status: 303, headers: { location: "/" } });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Newsletter",
    description: "The Oja Leather House newsletter.",
    path: "/newsletter",
    publicUrl: publicUrlOf(matches),
  }),
  { name: "robots", content: "noindex" },
];

/** Only seen without JavaScript, when the footer form posts here as a whole page. */
export default function NewsletterResult({ actionData }: Route.ComponentProps) {
  return (
    <PageBanner title="Newsletter" crumbs={[{ label: "Home", to: "/" }, { label: "Newsletter" }]}>
      {actionData?.ok ? <p role="status">{actionData.message}</p> : null}
      <Link
        to="/shop"
        className="mt-6 inline-block text-sand underline underline-offset-4 hover:text-parchment"
      >
        Continue shopping
      </Link>
    </PageBanner>
  );
}
