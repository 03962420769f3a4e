import { formatNaira } from "@oja/contracts/money";
import { vatNotice } from "@oja/contracts/pricing";
import { useRootData } from "../../lib/root-data.ts";

/**
 * A product's sale price, as the API computed it from the shop's settings, and its list price struck
 * through while a discount is on.
 */
export function ProductPrice({
  price,
  salePrice,
  className = "",
}: {
  price: number;
  salePrice: number;
  className?: string;
}) {
  if (salePrice >= price) {
    return <p className={`font-semibold text-espresso ${className}`}>{formatNaira(price)}</p>;
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="font-semibold text-espresso">
        <span className="sr-only">Now </span>
        {formatNaira(salePrice)}
      </span>
      <s className="text-[0.85em] text-stone">
        <span className="sr-only">was </span>
        {formatNaira(price)}
      </s>
    </p>
  );
}

/** Whether the prices shown include VAT, in the one sentence of the contracts (the product page and the cart). */
export function VatNotice({ className = "text-sm" }: { className?: string }) {
  const vatPercent = useRootData()?.vatPercent ?? null;
  return <p className={`text-stone ${className}`}>{vatNotice(vatPercent)}</p>;
}
