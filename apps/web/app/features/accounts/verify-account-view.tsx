import { formatCountdown, otpLength, otpLifetimeSeconds } from "@oja/contracts/accounts";
import { type FormEvent, useState } from "react";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { accountIntents, useAccountAction } from "./account-action.ts";
import { PrimaryButton, SignUpProgress, TextButton } from "./auth-parts.tsx";
import { OtpInput } from "./otp-input.tsx";
import { useCountdown } from "./use-countdown.ts";

/**
 * The verify-account view (docs/product.md §2, §4): six boxes, "OTP expires in: mm:ss" from 300 seconds, and a
 * Resend link once the countdown ends, which sends a new code and starts the countdown again.
 */
export function VerifyAccountView({
  email,
  onVerified,
  onSignIn,
}: {
  email: string;
  onVerified: (email: string) => void;
  onSignIn: () => void;
}) {
  const { run, busy } = useAccountAction();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [code, setCode] = useState("");
  const [sentAt, setSentAt] = useState(0);
  const left = useCountdown(otpLifetimeSeconds, sentAt);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== otpLength) return;
    const result = await run({ intent: accountIntents.verifyAccount, email, otp: code });
    if (!result.ok) return showRefusal(result);
    toast.success(result.message);
    onVerified(email);
  }

  async function resend() {
    const result = await run({ intent: accountIntents.sendCode, email });
    if (!result.ok) return showRefusal(result);
    toast.success(result.message);
    setCode("");
    setSentAt(Date.now());
  }

  return (
    <form noValidate onSubmit={verify}>
      <SignUpProgress percent={100} />
      <p className="mb-5 text-sm leading-relaxed text-stone">
        We sent a 6-digit code to <strong className="font-semibold break-all text-espresso">{email}</strong>.
        Enter it below to verify your account.
      </p>
      <OtpInput key={sentAt} onChange={setCode} disabled={busy} />
      <p className="mt-4 min-h-6 text-sm" aria-live="off">
        {left > 0 ? (
          <>
            OTP expires in: <span className="font-semibold tabular-nums">{formatCountdown(left)}</span>
          </>
        ) : (
          <>
            The code has expired. <TextButton onClick={resend}>Resend</TextButton>
          </>
        )}
      </p>
      <div className="mt-4">
        <PrimaryButton disabled={code.length !== otpLength} busy={busy}>
          Verify
        </PrimaryButton>
      </div>
      <p className="pt-4 text-center text-sm text-stone">
        Already verified? <TextButton onClick={onSignIn}>Sign In</TextButton>
      </p>
    </form>
  );
}
