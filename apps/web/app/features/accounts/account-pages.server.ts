import { data, redirect } from "react-router";
import type { PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import { signedInUser } from "../../lib/session.server.ts";
import {
  type AccountPageNotice,
  accountPagePath,
  accountPages,
  redirectToParam,
  safeRedirectPath,
} from "../../lib/sign-in-link.ts";
import { type AccountActionResult, type AccountIntent, publicAccountIntents } from "./account-action.ts";
import { answerAccountForm } from "./account-answer.server.ts";

// The sign-in pages on the page server (docs/decisions/036-the-purchase-path-without-javascript.md):
// each page posts its form to itself; the write is the modal's (account-answer.server.ts), and a
// success moves to the next page as the modal moves to the next view.

const notices: readonly AccountPageNotice[] = ["verified", "reset", "sent"];

export interface AccountPageData {
  /** Where a successful sign-in goes (a path of this shop), or null for the page's own choice. */
  redirectTo: string | null;
  email: string;
  notice: AccountPageNotice | null;
}

function pageData(request: Request): AccountPageData {
  const params = new URL(request.url).searchParams;
  const notice = params.get("notice");
  return {
    redirectTo: safeRedirectPath(params.get(redirectToParam)),
    email: params.get("email") ?? "",
    notice: notices.find((known) => known === notice) ?? null,
  };
}

/** A sign-in page's loader: someone already signed in goes straight on. */
export async function accountPageLoader(page: PageArgs): Promise<AccountPageData> {
  const arrived = pageData(page.request);
  if (await signedInUser(page)) throw redirect(arrived.redirectTo ?? "/");
  return arrived;
}

/** Where the page goes after a successful write, or null to stay and show the answer. */
function nextPage(
  intent: AccountIntent | undefined,
  result: AccountActionResult & { ok: true },
  email: string,
  redirectTo: string | null,
): string | null {
  switch (intent) {
    case publicAccountIntents.signIn:
      // 200 is an account still to verify: the API has sent it a fresh code.
      return result.status === 201
        ? (redirectTo ?? result.landing ?? "/")
        : accountPagePath(accountPages.verifyAccount, { redirectTo, email });
    case publicAccountIntents.register:
      return accountPagePath(accountPages.verifyAccount, { redirectTo, email });
    case publicAccountIntents.verifyAccount:
      return accountPagePath(accountPages.signIn, { redirectTo, email, notice: "verified" });
    case publicAccountIntents.forgotPassword:
      return accountPagePath(accountPages.forgotPassword, { redirectTo, email, notice: "sent" });
    case publicAccountIntents.resetPassword:
      return accountPagePath(accountPages.signIn, { redirectTo, email, notice: "reset" });
    default:
      return null;
  }
}

/**
 * A sign-in page's action: the write its form asks for, then the next page (with the session's
 * cookies, for a sign-in); a refusal, or a code sent again, shows in the form, with the e-mail kept.
 */
export async function accountPageAction(page: PageArgs) {
  const form = await postedForm(page.request);
  const result = await answerAccountForm(page, form);
  const email = String(form.get("email") ?? "").trim();
  if (result.ok) {
    const intent = postedIntent(form, publicAccountIntents);
    const next = nextPage(intent, result, email, pageData(page.request).redirectTo);
    if (next) return redirect(next);
  }
  return data({ answer: result, email }, result.ok ? undefined : { status: result.status });
}
