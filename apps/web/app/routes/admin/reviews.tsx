import { changeReviewVisibility, loadAdminReviews } from "../../features/admin/admin-reviews.server.ts";
import { AdminReviewList } from "../../features/admin/admin-reviews.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/reviews";

export async function loader(page: Route.LoaderArgs) {
  return loadAdminReviews(page);
}

/** Hide or show a review. */
export async function action(page: Route.ActionArgs) {
  return changeReviewVisibility(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Reviews · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminReviewList view={loaderData} />;
}
