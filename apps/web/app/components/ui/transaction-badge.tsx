import type { PaymentStatus } from "@oja/contracts/payments";

// docs/product.md §4 Transaction status: PENDING yellow, COMPLETED green, FAILED red, REVERSED blue, anything else
// a neutral grey; dark text on light fills, each at least 4.5:1, and the status always in words. An
// attempt the shop cancelled (its order was cancelled or its total changed) took nothing: grey.
const tones: Record<string, string> = {
  PENDING: "bg-[#f6e7c1] text-[#6b4a00]",
  COMPLETED: "bg-[#dcebdc] text-[#1f4d29]",
  FAILED: "bg-[#f6dcd8] text-[#8a1f17]",
  REVERSED: "bg-[#dbe6f3] text-[#1d4470]",
};
const neutral = "bg-[#e7e3de] text-[#3f3a35]";
const labels: Record<string, string> = { CANCELLED: "Cancelled" };

export function TransactionStatusBadge({ status }: { status: PaymentStatus | string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide uppercase ${tones[status] ?? neutral}`}
    >
      {labels[status] ?? status}
    </span>
  );
}
