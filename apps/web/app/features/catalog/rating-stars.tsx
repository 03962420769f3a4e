import { useId } from "react";
import { formatRating, maxRating, starFills } from "./rating.ts";

const starPath = "M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2Z";

/** Five stars, half stars from 0.5 (rating.ts); read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const id = useId();
  return (
    <span role="img" aria-label={`Rated ${formatRating(rating)} out of ${maxRating}`} className="inline-flex">
      {starFills(rating).map((fill, index) => {
        const clip = `${id}-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never move
          <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" data-fill={fill}>
            <defs>
              <clipPath id={clip}>
                <rect x="0" y="0" width={fill === "half" ? 12 : 24} height="24" />
              </clipPath>
            </defs>
            <path d={starPath} fill="none" stroke="var(--color-brass)" strokeWidth="1.4" />
            {fill === "empty" ? null : (
              <path d={starPath} fill="var(--color-brass)" clipPath={`url(#${clip})`} />
            )}
          </svg>
        );
      })}
    </span>
  );
}
