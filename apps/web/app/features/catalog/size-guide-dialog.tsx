import type { SizeGuide } from "@oja/contracts/size-guides";
import { Modal } from "../../components/ui/modal.tsx";
import { SizeGuideTable } from "./size-guide-table.tsx";

/** A category's size guide in the shop's modal: fetched the first time a shopper opens it. */
export function SizeGuideDialog({
  guide,
  open,
  onClose,
}: {
  guide: SizeGuide;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={guide.title} onClose={onClose}>
      <SizeGuideTable guide={guide} />
    </Modal>
  );
}
