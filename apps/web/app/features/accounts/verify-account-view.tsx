import { otpLength } from "@oja/contracts/accounts";
import { type FormEvent, useId, useState } from "react";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { accountIntents, useAccountAction } from "./account-action.ts";
import {
  FormNotice,
  type Go,
  type OnPage,
  PrimaryButton,
  SignUpProgress,
  TextButton,
} from "./auth-parts.tsx";
import { CodeExpiry, ResendForm } from "./code-expiry.tsx";
import { OtpInput } from "./otp-input.tsx";

/**
 * The verify-account view (docs/product.md §2, §4): six boxes, "OTP expires in: mm:ss" from 300 seconds, and a
 * Resend link once the countdown ends, which sends a new code and starts the countdown again. On its
 * page (`onPage`) the form is posted as the browser sends it; without scripts there is no countdown,
 * and Resend is always offered.
 */
export function VerifyAccountView({
  email,
  onVerified,
  onSignIn,
  onPage,
}: {
  email: string;
  /** The modal's move; a page's action moves on itself. */
  onVerified?: (email: string) => void;
  onSignIn: Go;
  onPage?: OnPage;
}) {
  const { run, busy } = useAccountAction();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const hydrated = useHydrated();
  const resendFormId = useId();
  const [code, setCode] = useState("");
  const [sentAt, setSentAt] = useState(0);

  function verify(event: FormEvent) {
    if (code.length !== otpLength) {
      event.preventDefault();
      return;
    }
    if (onPage) return;
    event.preventDefault();
    void send();
  }

  async function send() {
    const result = await run({ intent: accountIntents.verifyAccount, email, otp: code });
    if (!result.ok) return showRefusal(result);
    toast.success(result.message);
    onVerified?.(email);
  }

  async function resend() {
    const result = await run({ intent: accountIntents.sendCode, email });
    if (!result.ok) return showRefusal(result);
    toast.success(result.message);
    setCode("");
    setSentAt(Date.now());
  }

  return (
    <>
      <form method="post" noValidate onSubmit={verify}>
        <input type="hidden" name="intent" value={accountIntents.verifyAccount} />
        <input type="hidden" name="email" value={email} />
        <SignUpProgress percent={100} />
        <FormNotice answer={onPage?.answer} />
        <p className="mb-5 text-sm leading-relaxed text-stone">
          We sent a 6-digit code to <strong className="font-semibold break-all text-espresso">{email}</strong>
          . Enter it below to verify your account.
        </p>
        <OtpInput key={sentAt} onChange={setCode} disabled={busy} />
        <CodeExpiry sentAt={sentAt} onResend={resend} resendFormId={resendFormId} className="mt-4" />
        <div className="mt-4">
          <PrimaryButton disabled={hydrated && code.length !== otpLength} busy={busy}>
            Verify
          </PrimaryButton>
        </div>
        <p className="pt-4 text-center text-sm text-stone">
          Already verified? <TextButton go={onSignIn}>Sign In</TextButton>
        </p>
      </form>
      <ResendForm id={resendFormId} intent={accountIntents.sendCode} email={email} />
    </>
  );
}
