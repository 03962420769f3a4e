import type { ButtonHTMLAttributes, ReactNode } from "react";

// The shop's one pill button, in the few tones its pages use. Links that look like buttons take the
// same classes through `buttonClass`, so a `<Link>` stays a link for keyboards and screen readers.

export type ButtonTone =
  /** Espresso on light pages: the main action. */
  | "primary"
  /** Outlined on light pages: the other choice beside a primary one. */
  | "secondary"
  /** Brass on the dark bands (error pages). */
  | "brass"
  /** Parchment on photographs (the hero). */
  | "light"
  /** Outlined on dark bands. */
  | "outline-light";

/** `row`: one of the buttons that share a row equally (a drawer's footer). */
export type ButtonSize = "sm" | "md" | "lg" | "row";

const tones: Record<ButtonTone, string> = {
  primary: "bg-espresso text-parchment hover:bg-umber",
  secondary: "border border-espresso text-espresso hover:bg-linen",
  brass: "bg-brass text-espresso hover:bg-sand",
  light: "bg-parchment text-espresso hover:bg-brass",
  "outline-light": "border border-parchment/50 hover:border-parchment hover:bg-parchment/10",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-10 px-4 text-xs",
  md: "min-h-12 px-8 py-3 text-sm",
  lg: "h-14 px-8 text-sm",
  row: "min-h-12 flex-1 px-4 py-3 text-sm",
};

export function buttonClass({
  tone = "primary",
  size = "md",
  wide = false,
}: {
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Takes the whole width of its column (forms in a modal or a drawer). */
  wide?: boolean;
} = {}): string {
  return [
    "inline-flex items-center justify-center gap-3 rounded-full font-semibold tracking-[0.16em] uppercase transition-colors",
    "disabled:cursor-not-allowed disabled:opacity-50",
    tones[tone],
    sizes[size],
    wide ? "w-full" : "",
  ].join(" ");
}

/** A spinner beside the label while the action is on its way; the button is then disabled. */
export function Button({
  tone,
  size,
  wide,
  busy = false,
  disabled,
  type = "button",
  className,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  tone?: ButtonTone;
  size?: ButtonSize;
  wide?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass({ tone, size, wide })} ${className ?? ""}`}
      {...rest}
    >
      {busy ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
    </button>
  );
}
