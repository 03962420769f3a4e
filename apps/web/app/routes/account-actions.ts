import { signInRequiredMessage, type User } from "@oja/contracts/accounts";
import type { MessageBody } from "@oja/contracts/api";
import { ApiError } from "@oja/contracts/http";
import { data } from "react-router";
import {
  type AccountActionResult,
  type AccountIntent,
  accountIntents,
  type OwnAccountIntent,
} from "../features/accounts/account-action.ts";
import { apiRequest, type PageArgs } from "../lib/api.server.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import { signedInUser } from "../lib/session.server.ts";
import type { Route } from "./+types/account-actions";

// Every write of the sign-in modal and the account area posts here (useAccountAction): the page server
// makes the API call as the shopper, so the session's cookies are set on the browser by this answer and
// no token ever reaches the page's scripts.

type Fields = Record<string, string>;

interface ApiCall {
  method: string;
  path: string;
  body?: unknown;
}

/** The API call behind each intent; the body is the form's fields, which the API checks. */
const calls: Record<AccountIntent, (fields: Fields) => ApiCall> = {
  "sign-in": ({ email, password }) => ({ method: "POST", path: "/users/signin", body: { email, password } }),
  "check-email": ({ email }) => ({ method: "POST", path: "/users/check-email", body: { email } }),
  register: ({ firstName, lastName, email, password }) => ({
    method: "POST",
    path: "/users/register",
    body: { firstName, lastName, email, password, role: "CUSTOMER" },
  }),
  "verify-account": ({ email, otp }) => ({
    method: "POST",
    path: "/users/verify-otp",
    body: { email, otp, type: "PASSWORD" },
  }),
  "send-code": ({ email }) => ({ method: "POST", path: "/users/send-otp", body: { email } }),
  "forgot-password": ({ email }) => ({ method: "POST", path: "/users/forgot-password", body: { email } }),
  "reset-password": ({ email, otp, password }) => ({
    method: "POST",
    path: "/users/reset-password",
    body: { email, otp, password },
  }),
  "sign-out": () => ({ method: "POST", path: "/users/signout" }),
};

/** Calls on the signed-in shopper's own record: who they are comes from their session, never the form. */
const ownCalls: Record<OwnAccountIntent, (fields: Fields, user: User) => ApiCall> = {
  "change-password": ({ password }, user) => ({
    method: "PUT",
    path: "/users/change-password",
    body: { email: user.email, password },
  }),
  "edit-profile": ({ firstName, lastName }, user) => ({
    method: "PUT",
    path: `/users/${user.id}`,
    body: { firstName, lastName, email: user.email, preferredLanguage: user.preferredLanguage },
  }),
};

function refusal(status: number, message: string, errors: string[] = []) {
  return data<AccountActionResult>({ ok: false, status, message, errors }, { status });
}

function isIntent(value: unknown): value is AccountIntent | OwnAccountIntent {
  return typeof value === "string" && (accountIntents as readonly string[]).includes(value);
}

async function apiCallFor(page: PageArgs, intent: AccountIntent | OwnAccountIntent, fields: Fields) {
  if (!(intent in ownCalls)) return calls[intent as AccountIntent](fields);
  const user = await signedInUser(page);
  return user ? ownCalls[intent as OwnAccountIntent](fields, user) : undefined;
}

export async function action(page: Route.ActionArgs) {
  const form = await postedForm(page.request);
  const { intent, ...fields } = Object.fromEntries(
    [...form].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
  );
  if (!isIntent(intent)) return refusal(400, "The form asks for something the shop does not do.");
  const call = await apiCallFor(page, intent, fields);
  if (!call) return refusal(401, signInRequiredMessage);
  try {
    const answer = await apiRequest<MessageBody & { data?: { user?: { role?: string } } }>(
      page,
      call.method,
      call.path,
      call.body,
    );
    const staff = intent === "sign-in" && answer.data?.user?.role === "ADMIN";
    return data<AccountActionResult>({
      ok: true,
      status: answer.status,
      message: answer.message,
      ...(staff ? { landing: "/admin" } : {}),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (!error.body) return refusal(503, "The shop could not be reached. Please try again.");
    return refusal(error.status, error.body.message, error.body.errors);
  }
}

/** A visit without a form (a typed address) finds nothing here. */
export function loader() {
  throw data(null, { status: 404 });
}
