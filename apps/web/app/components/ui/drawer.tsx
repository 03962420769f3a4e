import { type ReactNode, useId } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { CloseIcon } from "./icons.tsx";

// The one side drawer of docs/product.md §2 "Other": a title, a scrollable body, Close and an optional
// confirm button (default "Confirm", or a single-button mode). It is a modal Dialog: page scrolling
// locked, keyboard focus inside, and Escape or the backdrop closes it. It slides in over 0.3 s.

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
  const titleId = useId();
  // The full height of the window at its side, not the browser's centred dialog. Closed, it sits off
  // the screen there; it slides in and back over 0.3 s, staying displayed and in the top layer
  // (display, overlay) until it has left.
  const away = side === "right" ? "right-0 left-auto translate-x-full" : "left-0 -translate-x-full";
  const arriving = side === "right" ? "starting:open:translate-x-full" : "starting:open:-translate-x-full";
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={`inset-y-0 m-0 h-full max-h-none w-full max-w-md flex-col bg-parchment text-espresso shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 ease-out open:flex open:translate-x-0 ${away} ${arriving} backdrop:bg-espresso/0 backdrop:transition-[background-color,display,overlay] backdrop:transition-discrete backdrop:duration-300 open:backdrop:bg-espresso/50 starting:open:backdrop:bg-espresso/0`}
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
          <Button tone="secondary" size="row" onClick={onClose}>
            Close
          </Button>
          {(onConfirm || formId) && !singleButton ? (
            <Button
              type={formId ? "submit" : "button"}
              form={formId}
              onClick={onConfirm}
              disabled={confirmDisabled}
              size="row"
            >
              {confirmLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
