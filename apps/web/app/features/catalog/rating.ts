// Star ratings (docs/product.md §2 "Product detail"): whole stars for the whole part, and a half star once the
// rest reaches 0.5, so 4.5 shows four and a half stars and 4.4 shows four.

export type StarFill = "full" | "half" | "empty";

export const maxRating = 5;

export function starFills(rating: number): StarFill[] {
  const clamped = Math.min(maxRating, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const whole = Math.floor(clamped);
  const half = clamped - whole >= 0.5;
  return Array.from({ length: maxRating }, (_, index) => {
    if (index < whole) return "full";
    if (index === whole && half) return "half";
    return "empty";
  });
}

/** "4.5" — one decimal, as the API gives it. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
