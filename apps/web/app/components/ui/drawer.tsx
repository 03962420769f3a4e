import { type ReactNode, useId, useRef } from "react";
import { CloseIcon } from "./icons.tsx";
import { useDialogFocus } from "./use-dialog-focus.ts";

// The one side drawer of spec §2 "Other": a title, a scrollable body, Close and an optional
// confirm button (default "Confirm", or a single-button mode). Opening it locks page scrolling,
// keeps keyboard focus inside, and Escape or the backdrop closes it. It slides in over 0.3 s.

export interface DrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  side?: "left" | "right";
  /** Shows a confirm button beside Close. */
  onConfirm?: () => void;
  /** The id of a form in the body: the confirm button submits it, as Enter in its fields does. */
  formId?: string;
  confirmLabel?: string;
  confirmDisabled?: boolean;
  /** Only the Close button in the footer (or none when there is no confirm action). */
  singleButton?: boolean;
  footer?: boolean;
}

export function Drawer({
  open,
  title,
  onClose,
  children,
  side = "right",
  onConfirm,
  formId,
  confirmLabel = "Confirm",
  confirmDisabled = false,
  singleButton = false,
  footer = true,
}: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useDialogFocus(open, panel, onClose);

  const hidden = side === "right" ? "translate-x-full" : "-translate-x-full";
  return (
    <div
      className={`fixed inset-0 z-50 overflow-hidden ${open ? "visible" : "pointer-events-none invisible"}`}
      // A closed drawer stays in the page (for its slide-out) but is invisible once it has left.
      style={{ transition: `visibility 0s linear ${open ? 0 : 300}ms` }}
      aria-hidden={!open}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label="Close"
        onClick={onClose}
        className={`absolute inset-0 bg-espresso/50 transition-opacity duration-300 ${open ? "opacity-100" : "opacity-0"}`}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        inert={!open}
        className={`absolute top-0 ${side === "right" ? "right-0" : "left-0"} flex h-full w-full max-w-md flex-col bg-parchment text-espresso shadow-2xl transition-transform duration-300 ease-out ${open ? "translate-x-0" : hidden}`}
      >
        <div className="flex items-center justify-between border-b border-sand px-6 py-5">
          <h2 id={titleId} className="font-display text-2xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-full p-2 hover:bg-linen"
            aria-label={`Close ${title}`}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer && (onConfirm || formId || !singleButton) ? (
          <div className="flex gap-3 border-t border-sand px-6 py-4">
            <button
              type="button"
              onClick={onClose}
              className="flex-1 rounded-full border border-espresso px-5 py-3 text-sm font-medium tracking-wide uppercase hover:bg-linen"
            >
              Close
            </button>
            {(onConfirm || formId) && !singleButton ? (
              <button
                type={formId ? "submit" : "button"}
                form={formId}
                onClick={onConfirm}
                disabled={confirmDisabled}
                className="flex-1 rounded-full bg-espresso px-5 py-3 text-sm font-medium tracking-wide text-parchment uppercase hover:bg-umber disabled:opacity-50"
              >
                {confirmLabel}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
