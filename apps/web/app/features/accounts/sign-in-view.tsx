import { emailProblem, isValidEmail, requiredFieldMessage } from "@oja/contracts/rules";
import { type FormEvent, useState } from "react";
import { TextField } from "../../components/ui/text-field.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { accountIntents, useAccountAction } from "./account-action.ts";
import { EmailField, PrimaryButton, TextButton } from "./auth-parts.tsx";

/**
 * The sign-in view (docs/product.md §4): 201 signs in; 200 is an unverified account, told so as an info message
 * and taken to the verify view with the fresh code the server sent.
 */
export function SignInView({
  initialEmail,
  onSignedIn,
  onUnverified,
  onCreateAccount,
  onForgotPassword,
}: {
  initialEmail: string;
  onSignedIn: (message: string, landing?: string) => void;
  onUnverified: (email: string) => void;
  onCreateAccount: () => void;
  onForgotPassword: (email: string) => void;
}) {
  const { run, busy } = useAccountAction();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [checked, setChecked] = useState(false);

  const emailError = checked ? emailProblem(email) : undefined;
  const passwordError = checked && password === "" ? requiredFieldMessage : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!isValidEmail(email) || password === "") return;
    const result = await run({ intent: accountIntents.signIn, email: email.trim(), password });
    if (!result.ok) showRefusal(result);
    else if (result.status === 201) onSignedIn(result.message, result.landing);
    else {
      toast.info(result.message);
      onUnverified(email.trim());
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <p className="mb-5 text-sm text-stone">Welcome back. Sign in to see your cart, wishlist and orders.</p>
      <EmailField focusFirst value={email} onChange={setEmail} error={emailError || undefined} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={passwordError}
      />
      <div className="-mt-1 mb-4 text-right text-sm">
        <TextButton onClick={() => onForgotPassword(email.trim())}>Forgot password?</TextButton>
      </div>
      <PrimaryButton busy={busy}>Sign In</PrimaryButton>
      <p className="pt-4 text-center text-sm text-stone">
        New to Oja? <TextButton onClick={onCreateAccount}>Create Account</TextButton>
      </p>
    </form>
  );
}
