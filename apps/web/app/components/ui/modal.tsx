import { type ReactNode, useId, useRef } from "react";
import { CloseIcon } from "./icons.tsx";
import { useDialogFocus } from "./use-dialog-focus.ts";

/** A centred dialog (video, confirmations): Escape, the backdrop or Close shuts it. */
export function Modal({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(open, panel, onClose);
  if (!open) return null;
  return (
    // A dialog taller than a phone's screen scrolls inside this layer, the page behind stays locked.
    <div className="fixed inset-0 z-50 overflow-y-auto">
      <button
        type="button"
        tabIndex={-1}
        aria-label="Close"
        onClick={onClose}
        className="fixed inset-0 animate-[fade-in_0.3s_ease-out] bg-espresso/70"
      />
      <div className="pointer-events-none relative flex min-h-full items-center justify-center p-4">
        <div
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          // Its own text colour: it may be opened from a dark section, whose light text it would inherit.
          className={`pointer-events-auto relative w-full animate-page-in rounded-lg bg-parchment p-5 text-espresso shadow-2xl ${wide ? "max-w-4xl" : "max-w-md"}`}
        >
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id={titleId} className="font-display text-2xl font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-full p-2 hover:bg-linen"
            >
              <CloseIcon />
            </button>
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
