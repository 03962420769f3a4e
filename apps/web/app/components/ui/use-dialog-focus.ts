import { type RefObject, useEffect, useEffectEvent, useRef } from "react";

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * While a modal or drawer is open: page scrolling is locked, focus moves inside and stays there
 * (Tab wraps), Escape closes it, and focus goes back to the opener afterwards.
 *
 * Focus moves once per opening. Moving it out and back would leave a form's first field, which then
 * counts as touched and shows "This field is required" before anything was typed (spec §5).
 */
export function useDialogFocus(open: boolean, panel: RefObject<HTMLElement | null>, onClose: () => void) {
  const opener = useRef<HTMLElement | null>(null);
  // A parent passing a new `onClose` on each render must not make this an opening again.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = panel.current;
    if (!open || !dialog) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    // Focus is inside already when React's StrictMode (development) has run this effect's cleanup and
    // runs it again on an open dialog: the opener is the one from before.
    if (!dialog.contains(document.activeElement)) {
      opener.current = document.activeElement as HTMLElement | null;
      // A field marked data-autofocus (a form's first field) is where typing starts; else the first control.
      const first =
        dialog.querySelector<HTMLElement>("[data-autofocus]") ??
        dialog.querySelector<HTMLElement>(focusableSelector);
      (first ?? dialog).focus();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== "Tab" || !dialog) return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)];
      const firstItem = focusable[0];
      const lastItem = focusable.at(-1);
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      // Focus goes back once the dialog has gone (removed, or a drawer made inert), not while it stays.
      if (!dialog.isConnected || dialog.inert) opener.current?.focus();
    };
  }, [open, panel]);
}
