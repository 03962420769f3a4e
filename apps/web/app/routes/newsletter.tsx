import { routes } from "@oja/contracts/routes";
import { Link } from "react-router";
import { NewsletterForm } from "../components/layout/newsletter-form.tsx";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { callApi } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { logFailedCall } from "../lib/page-log.server.ts";
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
    logFailedCall(page, "newsletter subscription failed", error);
    return { ok: false };
  }
}

/**
 * The page the footer's form answers on without JavaScript: its loader runs after the action, so it
 * must not lead away (a redirect here lost the answer). Visited on its own, it offers the form.
 */
export function loader() {
  return null;
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

/**
 * Seen without JavaScript, when the footer form posts here as a whole page: the shop's message on
 * success; otherwise (nothing is said of a failure, docs/product.md §8) the form again.
 */
export default function NewsletterResult({ actionData }: Route.ComponentProps) {
  return (
    <PageBanner title="Newsletter" crumbs={[{ label: "Home", to: "/" }, { label: "Newsletter" }]}>
      {actionData?.ok ? (
        <p role="status">{actionData.message}</p>
      ) : (
        <div className="max-w-md">
          <p>Letters from the workshop: new pieces, trainings and the stories behind them.</p>
          <NewsletterForm />
        </div>
      )}
      <Link
        to="/shop"
        className="mt-6 inline-block text-sand underline underline-offset-4 hover:text-parchment"
      >
        Continue shopping
      </Link>
    </PageBanner>
  );
}
