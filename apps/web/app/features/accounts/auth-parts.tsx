import { nameMaxLength } from "@oja/contracts/accounts";
import { emailMaxLength } from "@oja/contracts/rules";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import type { AccountActionResult } from "./account-action.ts";

// Pieces the auth modal's views share; the sign-in pages show the same views (decision 036).

/**
 * Where a quiet action of a view goes: in the modal, another view (a function); on a sign-in page,
 * the page of that view (its path), which works without scripts.
 */
export type Go = (() => void) | string;

/**
 * A view shown as a page of its own rather than in the modal: its form posts to the page's action
 * as the browser sends it (scripts only check it first), and the action's answer shows in the form.
 */
export interface OnPage {
  answer: AccountActionResult | undefined;
}

/** The submit button of the auth modal's views: the whole width of the form. */
export function PrimaryButton({
  children,
  disabled = false,
  busy = false,
}: {
  children: ReactNode;
  disabled?: boolean;
  busy?: boolean;
}) {
  return (
    <Button type="submit" wide disabled={disabled} busy={busy}>
      {children}
    </Button>
  );
}

/** The e-mail field of the auth modal's views. */
export function EmailField({
  name = "email",
  value,
  onChange,
  onBlur,
  error,
  focusFirst = false,
}: {
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error: string | undefined;
  focusFirst?: boolean;
}) {
  return (
    <TextField
      label="Email address"
      name={name}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      focusFirst={focusFirst}
      maxLength={emailMaxLength}
      value={value}
      onChange={onChange}
      {...(onBlur ? { onBlur } : {})}
      error={error}
    />
  );
}

/** A first or last name field (create account, edit profile). */
export function NameField({
  part,
  value,
  onChange,
  error,
  focusFirst = false,
}: {
  part: "first" | "last";
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  focusFirst?: boolean;
}) {
  return (
    <TextField
      label={part === "first" ? "First name" : "Last name"}
      name={part === "first" ? "firstName" : "lastName"}
      autoComplete={part === "first" ? "given-name" : "family-name"}
      required
      focusFirst={focusFirst}
      maxLength={nameMaxLength}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

const quietAction =
  "font-semibold text-cognac-dark underline decoration-brass underline-offset-4 hover:text-cognac";

/** A quiet, underlined action inside a sentence ("Create Account", "Resend"). */
export function TextButton({ children, go }: { children: ReactNode; go: Go }) {
  if (typeof go === "string") {
    return (
      <Link to={go} className={quietAction}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={go} className={quietAction}>
      {children}
    </button>
  );
}

/** A sign-in page's answer, in the form: what went wrong (the API's words), or what comes next. */
export function FormNotice({
  answer,
  notice,
}: {
  answer?: AccountActionResult | undefined;
  notice?: string;
}) {
  if (answer && !answer.ok) {
    return (
      <div role="alert" className="mb-4 rounded-sm border border-error/40 bg-white p-3 text-sm text-error">
        <p className="font-medium">{answer.message}</p>
        {answer.errors.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {answer.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  const text = answer?.message ?? notice;
  if (!text) return null;
  return (
    <p role="status" className="mb-4 rounded-sm border border-sand bg-white p-3 text-sm">
      {text}
    </p>
  );
}

/** docs/product.md §4: 50% at sign-up, 100% at verification. */
export function SignUpProgress({ percent }: { percent: 50 | 100 }) {
  return (
    <div className="mb-6">
      <div className="mb-1.5 flex justify-between text-xs font-medium tracking-[0.14em] text-stone uppercase">
        <span>{percent === 50 ? "Step 1 of 2: your details" : "Step 2 of 2: verify your email"}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Account creation"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-sand/60"
      >
        <div
          className="h-full rounded-full bg-cognac transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
