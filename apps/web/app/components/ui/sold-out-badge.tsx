/**
 * Said on a product with nothing left in any size or colour (docs/product.md §2 "Shop"), over its
 * picture's corner on a card or in the wishlist, in words a screen reader reads with the product. A
 * span, since the wishlist puts it inside the product's link.
 */
export function SoldOutBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`block rounded-full bg-parchment px-2.5 py-1 text-[0.7rem] font-semibold tracking-[0.08em] text-espresso uppercase shadow-sm ${className}`}
    >
      Sold out
    </span>
  );
}
