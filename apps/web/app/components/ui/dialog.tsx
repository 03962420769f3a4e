import { type MouseEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { DialogToasts } from "./toast.tsx";

/** A press on the dimmed page around the dialog: the browser gives it to the dialog itself. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return (
    event.target === event.currentTarget && (x < box.left || x > box.right || y < box.top || y > box.bottom)
  );
}

/**
 * The browser's modal `<dialog>` under Modal and Drawer. While `open`, the browser keeps focus inside
 * it and makes the page behind inert (app.css also stops it scrolling); closing gives focus back to the
 * opener. Escape and a click on the backdrop ask the owner to close it, whose `open` stays the truth.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);

  // Before paint, so that a closing dialog never shows emptied of its content.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open) {
      opener.current = null;
      element.close();
      return;
    }
    // Focus moves once per opening: StrictMode (development) runs this again on the open dialog, and
    // moving focus out and back would leave a form's first field, which then counts as touched (docs/product.md §5).
    if (element.open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // The browser has focused the first control; a field marked data-autofocus (a form's first) goes first.
    element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [open]);

  // A dialog taken out of the page while open (its owner went away) gives no focus back itself.
  useEffect(() => {
    const element = dialog.current;
    return () => {
      if (!element?.isConnected) opener.current?.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop's keyboard twin is Escape (onCancel)
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      // A drawer still sliding out after close() takes no clicks and no focus.
      inert={!open}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) onClose();
      }}
      className={className}
    >
      {children}
      <DialogToasts open={open} />
    </dialog>
  );
}
