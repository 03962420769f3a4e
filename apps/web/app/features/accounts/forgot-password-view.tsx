import { otpLength } from "@oja/contracts/accounts";
import { emailProblem, isStrongPassword, isValidEmail } from "@oja/contracts/rules";
import { type FormEvent, useId, useState } from "react";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { accountIntents, useAccountAction } from "./account-action.ts";
import { EmailField, FormNotice, type Go, type OnPage, PrimaryButton, TextButton } from "./auth-parts.tsx";
import { CodeExpiry, ResendForm } from "./code-expiry.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { OtpInput } from "./otp-input.tsx";

/**
 * Forgot password: a code to the account's e-mail, then the code with a new password. On its page
 * (`onPage`) each form is posted as the browser sends it, and the page's action moves on (the code
 * sent, `initialStep` is the reset).
 */
export function ForgotPasswordView({
  initialEmail,
  initialStep = "email",
  onDone,
  onSignIn,
  onPage,
}: {
  initialEmail: string;
  initialStep?: "email" | "reset";
  /** The modal's move; a page's action moves on itself. */
  onDone?: (email: string) => void;
  onSignIn: Go;
  onPage?: OnPage;
}) {
  const { run, busy } = useAccountAction();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const hydrated = useHydrated();
  const resendFormId = useId();
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<"email" | "reset">(initialStep);
  const [checked, setChecked] = useState(false);
  const [code, setCode] = useState("");
  const [sentAt, setSentAt] = useState(0);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");

  async function sendCode() {
    const result = await run({ intent: accountIntents.forgotPassword, email: email.trim() });
    if (!result.ok) return showRefusal(result);
    toast.success(result.message);
    setCode("");
    setSentAt(Date.now());
    setStep("reset");
    setChecked(false);
  }

  function requestCode(event: FormEvent) {
    setChecked(true);
    if (!isValidEmail(email)) {
      event.preventDefault();
      return;
    }
    if (onPage) return;
    event.preventDefault();
    void sendCode();
  }

  const passwordsMatch = password !== "" && password === confirm;

  function reset(event: FormEvent) {
    setChecked(true);
    if (code.length !== otpLength || !passwordsMatch || !isStrongPassword(password)) {
      event.preventDefault();
      return;
    }
    if (onPage) return;
    event.preventDefault();
    void sendReset();
  }

  async function sendReset() {
    const result = await run({
      intent: accountIntents.resetPassword,
      email: email.trim(),
      otp: code,
      password,
    });
    if (!result.ok) return showRefusal(result);
    toast.success(result.message);
    onDone?.(email.trim());
  }

  if (step === "email") {
    const emailError = checked ? emailProblem(email) : undefined;
    return (
      <form method="post" noValidate onSubmit={requestCode} className="space-y-2">
        <input type="hidden" name="intent" value={accountIntents.forgotPassword} />
        <p className="mb-5 text-sm leading-relaxed text-stone">
          Enter the email address of your account and we will send you a code to choose a new password.
        </p>
        <FormNotice answer={onPage?.answer} />
        <EmailField focusFirst value={email} onChange={setEmail} error={emailError} />
        <PrimaryButton busy={busy}>Send Code</PrimaryButton>
        <p className="pt-4 text-center text-sm text-stone">
          Remembered it? <TextButton go={onSignIn}>Sign In</TextButton>
        </p>
      </form>
    );
  }

  return (
    <>
      <form method="post" noValidate onSubmit={reset}>
        <input type="hidden" name="intent" value={accountIntents.resetPassword} />
        <input type="hidden" name="email" value={email.trim()} />
        <FormNotice answer={onPage?.answer} />
        <p className="mb-5 text-sm leading-relaxed text-stone">
          If <strong className="font-semibold break-all text-espresso">{email.trim()}</strong> has an account,
          a 6-digit code is on its way. Enter it with your new password.
        </p>
        <OtpInput key={sentAt} onChange={setCode} disabled={busy} />
        <CodeExpiry sentAt={sentAt} onResend={sendCode} resendFormId={resendFormId} className="mt-3 mb-4" />
        <NewPasswordFields
          label="New password"
          password={password}
          confirm={confirm}
          attempted={checked}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
        />
        <div className="mt-2">
          <PrimaryButton disabled={hydrated && (code.length !== otpLength || !passwordsMatch)} busy={busy}>
            Reset Password
          </PrimaryButton>
        </div>
        <p className="pt-4 text-center text-sm text-stone">
          <TextButton go={onSignIn}>Back to Sign In</TextButton>
        </p>
      </form>
      <ResendForm id={resendFormId} intent={accountIntents.forgotPassword} email={email.trim()} />
    </>
  );
}
