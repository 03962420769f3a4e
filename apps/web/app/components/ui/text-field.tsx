import { isBlank, requiredFieldMessage } from "@oja/contracts/rules";
import { type ChangeEvent, type HTMLInputTypeAttribute, type ReactNode, useId, useState } from "react";
import { useFilledEarly } from "../../lib/filled-early.ts";

// The shop's one text field (docs/product.md §5): a label, an optional required flag ("This field is required"
// with a red border once touched and blank), a password show/hide toggle, an optional counter, a
// multi-line form for long texts, and a choice among fixed options.

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called when the field is left, after it is marked as touched. */
  onBlur?: () => void;
  name?: string;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  /** A message that overrides the required one, e.g. from a rule or the server. */
  error?: string | undefined;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  placeholder?: string;
  maxLength?: number;
  /** A text area of `rows` lines (docs/product.md §5's default is 4) instead of a one-line input. */
  multiline?: boolean;
  rows?: number;
  /** Shows "n / max characters" under the field. */
  showCount?: boolean;
  disabled?: boolean;
  /** The field a dialog focuses when it opens (see dialog.tsx). */
  focusFirst?: boolean;
  /** Extra help below the field (e.g. the password checklist), tied to it for screen readers. */
  children?: ReactNode;
  /** Fixed text shown inside the field before what is typed (the phone's +234). */
  prefix?: string;
  /** A choice among these instead of typing; `placeholder` names the empty choice. */
  options?: readonly (string | { value: string; label: string })[];
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  name,
  type = "text",
  required = false,
  error,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  multiline = false,
  rows = 4,
  showCount = false,
  disabled = false,
  focusFirst = false,
  children,
  prefix,
  options,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const [touched, setTouched] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const message = error ?? (required && touched && isBlank(value) ? requiredFieldMessage : undefined);
  const isPassword = type === "password";
  const describedBy = [message ? errorId : null, children ? helpId : null].filter(Boolean).join(" ");

  useFilledEarly(id, value, onChange);

  const shared = {
    id,
    name,
    value,
    required,
    disabled,
    placeholder,
    maxLength,
    autoComplete,
    "data-autofocus": focusFirst || undefined,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
    onBlur: () => {
      setTouched(true);
      onBlur?.();
    },
    className: `w-full rounded-sm border bg-white px-4 py-3 text-espresso placeholder:text-stone/70 focus:outline-none focus-visible:ring-2 disabled:opacity-60 ${isPassword ? "pr-20" : ""} ${prefix ? "pl-16" : ""} ${
      message
        ? "border-error focus-visible:ring-error/40"
        : "border-sand focus:border-cognac focus-visible:ring-brass/40"
    }`,
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-espresso">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-error">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        {prefix ? (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-sand px-3 text-espresso">
            {prefix}
          </span>
        ) : null}
        {options ? (
          <select {...shared}>
            <option value="">{placeholder}</option>
            {options.map((option) => {
              const { value: optionValue, label: optionLabel } =
                typeof option === "string" ? { value: option, label: option } : option;
              return (
                <option key={optionValue} value={optionValue}>
                  {optionLabel}
                </option>
              );
            })}
          </select>
        ) : multiline ? (
          <textarea {...shared} rows={rows} className={`${shared.className} resize-y`} />
        ) : (
          <input {...shared} type={isPassword && revealed ? "text" : type} inputMode={inputMode} />
        )}
        {isPassword ? (
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-pressed={revealed}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            className="absolute inset-y-1 right-1 rounded-sm px-3 text-xs font-semibold tracking-wide text-cognac-dark uppercase hover:bg-linen"
          >
            {revealed ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      <div className="mt-1 flex min-h-5 items-start justify-between gap-3 text-sm">
        <p id={errorId} className="text-error">
          {message}
        </p>
        {showCount && maxLength ? (
          <p className="shrink-0 text-stone">
            {value.length} / {maxLength} characters
          </p>
        ) : null}
      </div>
      {children ? <div id={helpId}>{children}</div> : null}
    </div>
  );
}
