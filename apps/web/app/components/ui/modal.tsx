import { type ReactNode, useId } from "react";
import { Dialog } from "./dialog.tsx";
import { CloseIcon } from "./icons.tsx";

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
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      // Centred by m-auto (Tailwind's reset takes the browser's margin away). Its own text colour: it may be
      // opened from a dark section, whose light text it would inherit. Taller than a phone's screen, it
      // scrolls inside while the page behind stays locked.
      className={`m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] animate-page-in overflow-y-auto rounded-lg bg-parchment p-5 text-espresso shadow-2xl backdrop:animate-[fade-in_0.3s_ease-out] backdrop:bg-espresso/70 ${wide ? "max-w-4xl" : "max-w-md"}`}
    >
      {/* A closed modal holds nothing: its content (a form, a playing film) starts afresh each time. */}
      {open ? (
        <>
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
        </>
      ) : null}
    </Dialog>
  );
}
