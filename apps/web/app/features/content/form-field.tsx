import type { ChangeEvent, HTMLInputTypeAttribute } from "react";

interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown under the field, with a red border, once it applies (spec §5). */
  error?: string | undefined;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  /** Lines of a multiline field; spec §5's default is 4. */
  rows?: number;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  placeholder?: string;
  maxLength?: number;
}

/** A labelled, required text field of the shop's forms, with its message when it is wrong. */
export function FormField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  type = "text",
  multiline = false,
  rows = 4,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
}: FormFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    onBlur,
    required: true,
    placeholder,
    maxLength,
    autoComplete,
    inputMode,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    className: `w-full rounded-sm border bg-white px-4 py-3 text-espresso placeholder:text-stone/70 focus:outline-none focus-visible:ring-2 ${
      error
        ? "border-error focus-visible:ring-error/40"
        : "border-sand focus:border-cognac focus-visible:ring-brass/40"
    }`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-espresso">
        {label}
        <span aria-hidden="true" className="text-error">
          {" "}
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...shared} rows={rows} className={`${shared.className} resize-y`} />
      ) : (
        <input {...shared} type={type} />
      )}
      {/* Always there, so that a message appearing on blur does not move the button being clicked. */}
      <p id={errorId} className="mt-1.5 min-h-5 text-sm text-error">
        {error}
      </p>
    </div>
  );
}
