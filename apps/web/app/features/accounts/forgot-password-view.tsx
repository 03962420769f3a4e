import { formatCountdown, otpLength, otpLifetimeSeconds } from "@oja/contracts/accounts";
import { emailProblem, isStrongPassword, isValidEmail } from "@oja/contracts/rules";
import { type FormEvent, useState } from "react";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { accountIntents, useAccountAction } from "./account-action.ts";
import { EmailField, PrimaryButton, TextButton } from "./auth-parts.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { OtpInput } from "./otp-input.tsx";
import { useCountdown } from "./use-countdown.ts";

/** Forgot password: a code to the account's e-mail, then the code with a new password. */
export function ForgotPasswordView({
  initialEmail,
  onDone,
  onSignIn,
}: {
  initialEmail: string;
  onDone: (email: string) => void;
  onSignIn: () => void;
}) {
  const { run, busy } = useAccountAction();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<"email" | "reset">("email");
  const [checked, setChecked] = useState(false);
  const [code, setCode] = useState("");
  const [sentAt, setSentAt] = useState(0);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const left = useCountdown(otpLifetimeSeconds, sentAt);

  async function sendCode() {
    const result = await run({ intent: accountIntents.forgotPassword, email: email.trim() });
    if (!result.ok) return showRefusal(result);
    toast.success(result.message);
    setCode("");
    setSentAt(Date.now());
    setStep("reset");
    setChecked(false);
  }

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!isValidEmail(email)) return;
    await sendCode();
  }

  const passwordsMatch = password !== "" && password === confirm;

  async function reset(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (code.length !== otpLength || !passwordsMatch || !isStrongPassword(password)) return;
    const result = await run({
      intent: accountIntents.resetPassword,
      email: email.trim(),
      otp: code,
      password,
    });
    if (!result.ok) return showRefusal(result);
    toast.success(result.message);
    onDone(email.trim());
  }

  if (step === "email") {
    const emailError = checked ? emailProblem(email) : undefined;
    return (
      <form noValidate onSubmit={requestCode} className="space-y-2">
        <p className="mb-5 text-sm leading-relaxed text-stone">
          Enter the email address of your account and we will send you a code to choose a new password.
        </p>
        <EmailField focusFirst value={email} onChange={setEmail} error={emailError} />
        <PrimaryButton busy={busy}>Send Code</PrimaryButton>
        <p className="pt-4 text-center text-sm text-stone">
          Remembered it? <TextButton onClick={onSignIn}>Sign In</TextButton>
        </p>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={reset}>
      <p className="mb-5 text-sm leading-relaxed text-stone">
        If <strong className="font-semibold break-all text-espresso">{email.trim()}</strong> has an account, a
        6-digit code is on its way. Enter it with your new password.
      </p>
      <OtpInput key={sentAt} onChange={setCode} disabled={busy} />
      <p className="mt-3 mb-4 min-h-6 text-sm">
        {left > 0 ? (
          <>
            OTP expires in: <span className="font-semibold tabular-nums">{formatCountdown(left)}</span>
          </>
        ) : (
          <>
            The code has expired. <TextButton onClick={sendCode}>Resend</TextButton>
          </>
        )}
      </p>
      <NewPasswordFields
        label="New password"
        password={password}
        confirm={confirm}
        attempted={checked}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <div className="mt-2">
        <PrimaryButton disabled={code.length !== otpLength || !passwordsMatch} busy={busy}>
          Reset Password
        </PrimaryButton>
      </div>
      <p className="pt-4 text-center text-sm text-stone">
        <TextButton onClick={onSignIn}>Back to Sign In</TextButton>
      </p>
    </form>
  );
}
