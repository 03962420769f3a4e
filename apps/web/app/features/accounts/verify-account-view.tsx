import { formatCountdown, otpLength, otpLifetimeSeconds } from "@oja/contracts/accounts";
import { type FormEvent, useState } from "react";
import { useShowError, useToast } from "../../components/ui/toast.tsx";
import { useApi } from "../../lib/browser-api.ts";
import { PrimaryButton, SignUpProgress, TextButton } from "./auth-parts.tsx";
import { OtpInput } from "./otp-input.tsx";
import { useCountdown } from "./use-countdown.ts";

/**
 * The verify-account view (spec §2, §4): six boxes, "OTP expires in: mm:ss" from 300 seconds, and a
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
  const call = useApi();
  const toast = useToast();
  const showError = useShowError();
  const [code, setCode] = useState("");
  const [sentAt, setSentAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const left = useCountdown(otpLifetimeSeconds, sentAt);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (code.length !== otpLength) return;
    setBusy(true);
    try {
      const answer = await call("POST", "/users/verify-otp", { email, otp: code, type: "PASSWORD" });
      toast.success(answer.message);
      onVerified(email);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      const answer = await call("POST", "/users/send-otp", { email });
      toast.success(answer.message);
      setCode("");
      setSentAt(Date.now());
    } catch (error) {
      showError(error);
    }
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
