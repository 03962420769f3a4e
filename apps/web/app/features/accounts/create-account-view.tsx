import { emailTakenMessage, nameProblem } from "@oja/contracts/accounts";
import {
  emailProblem,
  isBlank,
  isStrongPassword,
  isValidEmail,
  weakPasswordMessage,
} from "@oja/contracts/rules";
import { type FormEvent, useState } from "react";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { accountIntents, useAccountAction } from "./account-action.ts";
import {
  EmailField,
  FormNotice,
  type Go,
  NameField,
  type OnPage,
  PrimaryButton,
  SignUpProgress,
  TextButton,
} from "./auth-parts.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";

/**
 * The create-account view (docs/product.md §2, §5): the e-mail is checked when the field is left, the password
 * rules tick off as they are met, and Create Account stays disabled until the passwords match. On its
 * page (`onPage`) the form is posted as the browser sends it, and the page's action moves on.
 */
export function CreateAccountView({
  onCreated,
  onSignIn,
  onPage,
}: {
  /** The modal's move; a page's action moves on itself. */
  onCreated?: (email: string) => void;
  onSignIn: Go;
  onPage?: OnPage;
}) {
  const hydrated = useHydrated();
  const { run, busy } = useAccountAction();
  const emailCheck = useAccountAction();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [email, setEmail] = useState("");
  const [leftEmailProblem, setLeftEmailProblem] = useState<string | undefined>();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [checked, setChecked] = useState(false);

  const passwordsMatch = password !== "" && password === confirm;

  async function checkEmail() {
    const address = email.trim();
    if (isBlank(address)) return;
    if (!isValidEmail(address)) {
      setLeftEmailProblem(emailProblem(address));
      return;
    }
    const result = await emailCheck.run({ intent: accountIntents.checkEmail, email: address });
    // Only "taken" belongs under the field; anything else is checked again on Create Account.
    setLeftEmailProblem(!result.ok && result.status === 409 ? emailTakenMessage : undefined);
  }

  const problems = {
    firstName: nameProblem(firstName),
    lastName: nameProblem(lastName),
    email: leftEmailProblem ?? emailProblem(email),
    password: isStrongPassword(password) ? undefined : weakPasswordMessage,
  };
  // Rules speak once Create Account was tried; the e-mail's own check speaks as soon as it is left.
  const shown: Partial<typeof problems> = checked ? problems : { email: leftEmailProblem };

  function submit(event: FormEvent) {
    setChecked(true);
    if (!passwordsMatch || Object.values(problems).some(Boolean)) {
      event.preventDefault();
      return;
    }
    if (onPage) return;
    event.preventDefault();
    void send();
  }

  async function send() {
    const result = await run({
      intent: accountIntents.register,
      firstName,
      lastName,
      email: email.trim(),
      password,
    });
    if (result.ok) {
      toast.success(result.message);
      onCreated?.(email.trim());
      return;
    }
    if (result.status === 409) setLeftEmailProblem(emailTakenMessage);
    showRefusal(result);
  }

  return (
    <form method="post" noValidate onSubmit={submit}>
      <input type="hidden" name="intent" value={accountIntents.register} />
      <SignUpProgress percent={50} />
      <FormNotice answer={onPage?.answer} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <NameField
          part="first"
          focusFirst
          value={firstName}
          onChange={setFirstName}
          error={shown.firstName}
        />
        <NameField part="last" value={lastName} onChange={setLastName} error={shown.lastName} />
      </div>
      <EmailField
        value={email}
        onChange={(value) => {
          setEmail(value);
          setLeftEmailProblem(undefined);
        }}
        onBlur={checkEmail}
        error={shown.email}
      />
      <NewPasswordFields
        label="Password"
        password={password}
        confirm={confirm}
        attempted={checked}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
      />
      <div className="mt-2">
        {/* Without scripts nothing could enable it: the page's action checks the passwords instead. */}
        <PrimaryButton disabled={hydrated && !passwordsMatch} busy={busy}>
          Create Account
        </PrimaryButton>
      </div>
      <p className="pt-4 text-center text-sm text-stone">
        Already have an account? <TextButton go={onSignIn}>Sign In</TextButton>
      </p>
    </form>
  );
}
