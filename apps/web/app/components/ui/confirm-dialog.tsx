import { Modal } from "./modal.tsx";

/** A question with Cancel and a confirming answer (sign-out, delete address, set as default). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <p className="leading-relaxed text-espresso/85">{message}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border border-espresso px-6 py-3 text-sm font-medium tracking-wide uppercase hover:bg-linen"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
          className="rounded-full bg-espresso px-6 py-3 text-sm font-medium tracking-wide text-parchment uppercase hover:bg-umber disabled:opacity-60"
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
