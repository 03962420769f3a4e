import { formatNaira } from "@oja/contracts/money";

/**
 * The one quote's figures (docs/architecture.md §3), as the cart viewers, checkout and orders show them: subtotal,
 * the store-wide discount, a promo code's deduction when there is one, VAT and the total.
 */
export function QuoteSummary({
  quote,
}: {
  quote: { subtotal: number; discount: number; promoDiscount?: number; vat: number; total: number };
}) {
  const rows: [string, string][] = [
    ["Subtotal", formatNaira(quote.subtotal)],
    ["Discount", `−${formatNaira(quote.discount)}`],
    ...(quote.promoDiscount
      ? [["Promo discount", `−${formatNaira(quote.promoDiscount)}`] as [string, string]]
      : []),
    ["VAT", formatNaira(quote.vat)],
  ];
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-stone">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-sand pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatNaira(quote.total)}</dd>
      </div>
    </dl>
  );
}
