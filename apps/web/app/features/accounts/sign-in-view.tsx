import { emailProblem, isValidEmail, requiredFieldMessage } from "@oja/contracts/rules";
import { type FormEvent, useState } from "react";
import { TextField } from "../../components/ui/text-field.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { accountIntents, useAccountAction } from "./account-action.ts";
import { EmailField, FormNotice, type Go, type OnPage, PrimaryButton, TextButton } from "./auth-parts.tsx";

/**
 * The sign-in view (docs/product.md §4): 201 signs in; 200 is an unverified account, told so as an info message
 * and taken to the verify view with the fresh code the server sent. On its page (`onPage`) the form is
 * posted as the browser sends it, and the page's action moves on.
 */
export function SignInView({
  initialEmail,
  onSignedIn,
  onUnverified,
  onCreateAccount,
  onForgotPassword,
  onPage,
  notice,
}: {
  initialEmail: string;
  /** The modal's moves; a page's action moves on itself. */
  onSignedIn?: (message: string, landing?: string) => void;
  onUnverified?: (email: string) => void;
  onCreateAccount: Go;
  onForgotPassword: string | ((email: string) => void);
  onPage?: OnPage;
  /** What the previous step said (a verified account, a new password), shown above the form. */
  notice?: string;
}) {
  const { run, busy } = useAccountAction();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [checked, setChecked] = useState(false);

  const emailError = checked ? emailProblem(email) : undefined;
  const passwordError = checked && password === "" ? requiredFieldMessage : undefined;

  async function send() {
    const result = await run({ intent: accountIntents.signIn, email: email.trim(), password });
    if (!result.ok) showRefusal(result);
    else if (result.status === 201) onSignedIn?.(result.message, result.landing);
    else {
      toast.info(result.message);
      onUnverified?.(email.trim());
    }
  }

  function submit(event: FormEvent) {
    setChecked(true);
    if (!isValidEmail(email) || password === "") {
      event.preventDefault();
      return;
    }
    if (onPage) return;
    event.preventDefault();
    void send();
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-2">
      <input type="hidden" name="intent" value={accountIntents.signIn} />
      <p className="mb-5 text-sm text-stone">Welcome back. Sign in to see your cart, wishlist and orders.</p>
      <FormNotice answer={onPage?.answer} {...(notice ? { notice } : {})} />
      <EmailField focusFirst value={email} onChange={setEmail} error={emailError || undefined} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={passwordError}
      />
      <div className="-mt-1 mb-4 text-right text-sm">
        <TextButton
          go={typeof onForgotPassword === "string" ? onForgotPassword : () => onForgotPassword(email.trim())}
        >
          Forgot password?
        </TextButton>
      </div>
      <PrimaryButton busy={busy}>Sign In</PrimaryButton>
      <p className="pt-4 text-center text-sm text-stone">
        New to Oja? <TextButton go={onCreateAccount}>Create Account</TextButton>
      </p>
    </form>
  );
}
