import { Button } from "./button.tsx";
import { Modal } from "./modal.tsx";

/** A question with Cancel and a confirming answer (sign-out, delete address, set as default). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  dismissLabel = "Cancel",
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The answer that changes nothing, when "Cancel" would read as the action itself. */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <p className="leading-relaxed text-espresso/85">{message}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button tone="secondary" onClick={onClose}>
          {dismissLabel}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
