import { signInRequiredMessage, type User } from "@oja/contracts/accounts";
import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { passwordsMismatchMessage } from "@oja/contracts/rules";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { signedInUser } from "../../lib/session.server.ts";
import {
  type AccountActionResult,
  type AccountIntent,
  accountIntents,
  type OwnAccountIntent,
  ownAccountIntents,
  publicAccountIntents,
} from "./account-action.ts";

// Every account write on the page server: the modal's fetcher (routes/account-actions.ts) and the
// sign-in pages' own forms (routes/sign-in.tsx and its siblings) post the same fields here. The API
// call is made as the shopper, so the session's cookies go back to the browser with the answer and no
// token ever reaches the page's scripts.

type Fields = Record<string, string>;

/** The API's answer to an account write: its status and message, and where a sign-in lands. */
interface AccountAnswer {
  status: number;
  message: string;
  landing?: string;
}

/** The API call behind each intent; the body is the form's fields, which the API checks. */
const calls: Record<AccountIntent, (page: PageArgs, fields: Fields) => Promise<AccountAnswer>> = {
  [publicAccountIntents.signIn]: async (page, { email, password }) => {
    const answer = await callApi(page, routes.accounts.signIn, { entered: { email, password } });
    const staff = "data" in answer && answer.data.user.role === "ADMIN";
    return { status: answer.status, message: answer.message, ...(staff ? { landing: "/admin" } : {}) };
  },
  [publicAccountIntents.checkEmail]: (page, { email }) =>
    callApi(page, routes.accounts.checkEmail, { entered: { email } }),
  [publicAccountIntents.register]: (page, { firstName, lastName, email, password }) =>
    callApi(page, routes.accounts.register, {
      entered: { firstName, lastName, email, password, role: "CUSTOMER" },
    }),
  [publicAccountIntents.verifyAccount]: (page, { email, otp }) =>
    callApi(page, routes.accounts.verifyCode, { entered: { email, otp, type: "PASSWORD" } }),
  [publicAccountIntents.sendCode]: (page, { email }) =>
    callApi(page, routes.accounts.sendCode, { entered: { email } }),
  [publicAccountIntents.forgotPassword]: (page, { email }) =>
    callApi(page, routes.accounts.forgotPassword, { entered: { email } }),
  [publicAccountIntents.resetPassword]: (page, { email, otp, password }) =>
    callApi(page, routes.accounts.resetPassword, { entered: { email, otp, password } }),
  [publicAccountIntents.signOut]: (page) => callApi(page, routes.accounts.signOut),
};

/** Calls on the signed-in shopper's own record: who they are comes from their session, never the form. */
const ownCalls: Record<
  OwnAccountIntent,
  (page: PageArgs, fields: Fields, user: User) => Promise<AccountAnswer>
> = {
  [ownAccountIntents.changePassword]: (page, { password }, user) =>
    callApi(page, routes.accounts.changePassword, { entered: { email: user.email, password } }),
  [ownAccountIntents.editProfile]: (page, { firstName, lastName }, user) =>
    callApi(page, routes.accounts.updateProfile, {
      params: { userId: user.id },
      entered: { firstName, lastName, email: user.email, preferredLanguage: user.preferredLanguage },
    }),
};

function refusal(status: number, message: string, errors: string[] = []): AccountActionResult {
  return { ok: false, status, message, errors };
}

/** The intent's call, or undefined for a write on one's own record without a session. */
async function callFor(page: PageArgs, intent: AccountIntent | OwnAccountIntent, fields: Fields) {
  if (!(intent in ownCalls)) return () => calls[intent as AccountIntent](page, fields);
  const user = await signedInUser(page);
  return user ? () => ownCalls[intent as OwnAccountIntent](page, fields, user) : undefined;
}

/**
 * Makes the account write a posted form asks for. A code typed into the six boxes of a page sent
 * without scripts arrives as six `otp` fields, joined here; a page's new password comes with its
 * confirmation, which scripts check before sending and this checks for a page sent without them.
 */
export async function answerAccountForm(page: PageArgs, form: FormData): Promise<AccountActionResult> {
  const intent = postedIntent(form, accountIntents);
  const { intent: _intent, ...fields } = Object.fromEntries(
    [...form].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
  );
  if (form.has("otp")) fields.otp = form.getAll("otp").join("");
  if (!intent) return refusal(400, "The form asks for something the shop does not do.");
  if (form.has("confirm") && fields.confirm !== fields.password) {
    return refusal(400, passwordsMismatchMessage);
  }
  const call = await callFor(page, intent, fields);
  if (!call) return refusal(401, signInRequiredMessage);
  try {
    const { status, message, landing } = await call();
    return { ok: true, status, message, ...(landing ? { landing } : {}) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (!error.body) return refusal(503, "The shop could not be reached. Please try again.");
    return refusal(error.status, error.body.message, error.body.errors);
  }
}
