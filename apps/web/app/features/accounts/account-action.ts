import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { IntentOf } from "../../lib/form-intents.ts";

// The sign-in modal's and the account area's writes: each is a form posted to the account-actions
// route (routes/account-actions.ts), through a fetcher, which makes the API call on the page server.

/** Writes anyone may make, as a form posts them in its `intent` field. */
export const publicAccountIntents = {
  signIn: "sign-in",
  checkEmail: "check-email",
  register: "register",
  verifyAccount: "verify-account",
  sendCode: "send-code",
  forgotPassword: "forgot-password",
  resetPassword: "reset-password",
  signOut: "sign-out",
} as const;
/** Writes on the signed-in shopper's own record. */
export const ownAccountIntents = { changePassword: "change-password", editProfile: "edit-profile" } as const;
export const accountIntents = { ...publicAccountIntents, ...ownAccountIntents } as const;

export type AccountIntent = IntentOf<typeof publicAccountIntents>;
export type OwnAccountIntent = IntentOf<typeof ownAccountIntents>;

export const accountActionPath = "/account-actions";

/** The API's answer, passed on: its status and message, or its refusal with the reasons. */
export type AccountActionResult =
  | {
      ok: true;
      status: number;
      message: string;
      /** Where a sign-in goes when no page asked for it: the admin area, for the shop's staff. */
      landing?: string;
    }
  | { ok: false; status: number; message: string; errors: string[] };

export type AccountFields = { intent: AccountIntent | OwnAccountIntent } & Record<string, string>;

/**
 * Posts one account write and resolves with its result once the action has answered. `busy` is the
 * fetcher's own state, so a form cannot be sent twice while its answer is on the way.
 */
export function useAccountAction(): {
  run: (fields: AccountFields) => Promise<AccountActionResult>;
  busy: boolean;
} {
  const fetcher = useFetcher<AccountActionResult>();
  const waiting = useRef<((result: AccountActionResult) => void) | undefined>(undefined);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = undefined;
    resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  const run = useCallback(
    (fields: AccountFields) =>
      new Promise<AccountActionResult>((resolve) => {
        waiting.current = resolve;
        // The pages' loaders are not run again on their own: most of these writes change nothing they
        // show, and those that sign in or out move on to another page, whose loaders run then.
        void submit(fields, { method: "post", action: accountActionPath, defaultShouldRevalidate: false });
      }),
    [submit],
  );
  return { run, busy: fetcher.state !== "idle" };
}
