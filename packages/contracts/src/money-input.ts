import { z } from "zod";
import { formatNairaInText, hundredthsOf, wholeBasisPointsMessage, wholeKoboMessage } from "./money.ts";

// The one rule of money.ts as the contracts' schemas use it: every naira amount and percentage a
// request carries. Apart from money.ts, which the shop's first-load script uses to show prices, so
// that zod stays out of that script.

/**
 * A naira amount in a request: a number of whole kobo from `least` to `most` naira. Every money input
 * of the contracts is one of these, so none can turn into a kobo figure the database refuses.
 */
export function nairaSchema({
  least,
  most,
  what = "an amount in naira",
}: {
  least: number;
  most: number;
  what?: string;
}) {
  return z
    .number({ error: `must be ${what}` })
    .min(least, least > 0 ? `must be at least ${formatNairaInText(least)}` : "must not be negative")
    .max(most, `must be at most ${formatNairaInText(most)}`)
    .refine((amount) => hundredthsOf(amount) !== null, wholeKoboMessage);
}

/** A percentage in a request, from `least` to `most`: a whole number of basis points (1.25% = 125). */
export function percentSchema({ least, most }: { least: number; most: number }) {
  return z
    .number({ error: "must be a percentage" })
    .min(least, least > 0 ? `must be at least ${least}` : "must not be negative")
    .max(most, `must be at most ${most}`)
    .refine((percent) => hundredthsOf(percent) !== null, wholeBasisPointsMessage);
}
