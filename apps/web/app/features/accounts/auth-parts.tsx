import { nameMaxLength } from "@oja/contracts/accounts";
import { emailMaxLength } from "@oja/contracts/rules";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";

// Pieces the auth modal's views share.

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
  value,
  onChange,
  onBlur,
  error,
  focusFirst = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error: string | undefined;
  focusFirst?: boolean;
}) {
  return (
    <TextField
      label="Email address"
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

/** A quiet, underlined action inside a sentence ("Create Account", "Resend"). */
export function TextButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-semibold text-cognac-dark underline decoration-brass underline-offset-4 hover:text-cognac"
    >
      {children}
    </button>
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
