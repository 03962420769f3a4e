import { formatRating, maxRating, starFills } from "./rating.ts";

const starPath = "M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2Z";
/** The five stars side by side, 24 units apart, in one path: a product page draws a dozen ratings. */
const starsPath = Array.from({ length: maxRating }, (_, index) =>
  starPath.replaceAll(/([ML])12 /g, `$1${12 + 24 * index} `),
).join("");

/**
 * Five stars, half stars from 0.5 (rating.ts); read out as "Rated 4.5 out of 5". The outlines, then
 * the filled stars in a drawing of their own as wide as the rating's stars: an inner drawing shows only
 * what lies inside it, so it cuts the fill where a clip path would, without an id. With no id, the same
 * rating is the same markup wherever it is drawn, and a list of reviews can be kept (decision 063).
 */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const fills = starFills(rating);
  const filled = fills.reduce((units, fill) => units + (fill === "full" ? 24 : fill === "half" ? 12 : 0), 0);
  return (
    <span role="img" aria-label={`Rated ${formatRating(rating)} out of ${maxRating}`} className="inline-flex">
      <svg
        width={size * maxRating}
        height={size}
        viewBox={`0 0 ${24 * maxRating} 24`}
        aria-hidden="true"
        data-fill={fills.join(" ")}
      >
        <path d={starsPath} fill="none" stroke="var(--color-brass)" strokeWidth="1.4" />
        {filled === 0 ? null : (
          <svg width={filled} height="24" overflow="hidden" aria-hidden="true">
            <path d={starsPath} fill="var(--color-brass)" />
          </svg>
        )}
      </svg>
    </span>
  );
}
