import { data } from "react-router";
import { answerAccountForm } from "../features/accounts/account-answer.server.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import type { Route } from "./+types/account-actions";

// Every write of the sign-in modal and the account area posts here (useAccountAction); the sign-in
// pages post the same forms to themselves (features/accounts/account-answer.server.ts).

export async function action(page: Route.ActionArgs) {
  const result = await answerAccountForm(page, await postedForm(page.request));
  return data(result, result.ok ? undefined : { status: result.status });
}

/** A visit without a form (a typed address) finds nothing here. */
export function loader() {
  throw data(null, { status: 404 });
}
