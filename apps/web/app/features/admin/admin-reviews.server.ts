import { ApiError } from "@oja/contracts/http";
import { type RouteAnswer, routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireAdmin } from "./admin.server.ts";
import { type AdminChange, reviewVisibilityIntents } from "./admin-change.ts";
import { pageNumberOf, searchOf } from "./admin-query.ts";

// The shoppers' reviews in the owner's admin (docs/decisions/035-reviews-by-buyers.md), on the page server.

export type ReviewFilter = "all" | "shown" | "hidden";

export type AdminReviews = RouteAnswer<typeof routes.admin.reviews.list>["data"] & {
  filter: ReviewFilter;
  search: string;
};

export async function loadAdminReviews(page: PageArgs): Promise<AdminReviews> {
  await requireAdmin(page);
  const params = new URL(page.request.url).searchParams;
  const asked = params.get("show");
  const filter: ReviewFilter = asked === "shown" || asked === "hidden" ? asked : "all";
  const search = searchOf(params);
  const answer = await callApi(page, routes.admin.reviews.list, {
    query: {
      page: pageNumberOf(params),
      ...(filter === "all" ? {} : { hidden: filter === "hidden" ? "true" : "false" }),
      ...(search ? { search } : {}),
    },
  });
  return { ...answer.data, filter, search };
}

/** Hide or show one review (`intent`, `reviewId`), answered with the API's sentence. */
export async function changeReviewVisibility(page: PageArgs, form: FormData) {
  await requireAdmin(page);
  const intent = postedIntent(form, reviewVisibilityIntents);
  if (!intent) {
    return data<AdminChange>(
      { ok: false, message: "The form asks for something reviews do not do." },
      { status: 400 },
    );
  }
  try {
    const answer = await callApi(page, routes.admin.reviews.update, {
      params: { id: String(form.get("reviewId") ?? "") },
      body: { hidden: intent === reviewVisibilityIntents.hide },
    });
    return data<AdminChange>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    const { message, errors } = error.body;
    return data<AdminChange>({ ok: false, message, ...(errors ? { errors } : {}) }, { status: error.status });
  }
}
