import { otpLength } from "@oja/contracts/accounts";
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";

const positions = Array.from({ length: otpLength }, (_, index) => index);

/**
 * Six single-digit boxes (docs/product.md §5): digits only, typing moves on, Backspace on an empty box moves
 * back, and a pasted or autofilled code spreads over the boxes. `onChange` gets the digits typed so
 * far, all six once the code is complete.
 */
export function OtpInput({
  onChange,
  disabled = false,
}: {
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const [digits, setDigits] = useState<string[]>(() => positions.map(() => ""));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(otpLength - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setDigits(next);
    onChange(next.every(Boolean) ? next.join("") : next.join("").slice(0, next.indexOf("")));
  };

  /** Writes digits from box `start` on; answers the box after the last one written. */
  const spread = (start: number, text: string) => {
    const typed = text.replace(/\D/g, "").slice(0, otpLength - start);
    const next = [...digits];
    [...typed].forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    update(next);
    return start + typed.length;
  };

  // Digits typed, or a code filled in by the phone, before the page's script ran are in the boxes but
  // not in the state: taken over as if typed now (filled-early.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the boxes come alive
  useEffect(() => {
    const early = boxes.current.map((box) => box?.value ?? "").join("");
    if (early) spread(0, early);
  }, []);

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/\D/g, "");
    if (typed === "") {
      const next = [...digits];
      next[index] = "";
      update(next);
      return;
    }
    // A digit typed into a filled box (the caret after the old digit) replaces it.
    const current = digits[index] ?? "";
    const text = typed.length === 2 && current && typed.startsWith(current) ? typed.slice(1) : typed;
    focus(spread(index, text));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = "";
      update(next);
      focus(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData("text").replace(/\D/g, "");
    if (!text) return;
    event.preventDefault();
    // A whole code fills from the first box, wherever it was pasted.
    focus(spread(text.length >= otpLength ? 0 : index, text));
  };

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Verification code</legend>
      <div className="flex justify-between gap-2">
        {positions.map((index) => (
          <input
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            // Six fields of one name: a page sent without scripts posts them all, joined by its action.
            name="otp"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Digit ${index + 1} of ${otpLength}`}
            data-autofocus={index === 0 ? true : undefined}
            value={digits[index]}
            disabled={disabled}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            className="h-14 w-full min-w-0 rounded-sm border border-sand bg-white text-center font-display text-3xl font-semibold text-espresso focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40 disabled:opacity-60"
          />
        ))}
      </div>
    </fieldset>
  );
}
