// A charge the shop could not return by itself (the provider refused the refund): the owner refunds
// it from the order's page. Dark red on a light fill, at least 4.5:1, in words.
export function NeedsRefundBadge() {
  return (
    <span className="inline-block rounded-full bg-[#f6dcd8] px-2.5 py-1 text-xs font-semibold tracking-wide text-[#8a1f17] uppercase">
      Needs refund
    </span>
  );
}
