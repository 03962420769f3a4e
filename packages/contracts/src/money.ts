// Money is integer kobo everywhere inside Oja; naira appear only at the API boundary and on screen.
// The database keeps kobo in 64-bit columns read as numbers: exact up to 2^53 kobo, far above any
// order the contracts allow (99 pieces of the dearest product are about 10^12 kobo).

export const koboPerNaira = 100;

/** Naira (at most two decimals) to integer kobo. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * koboPerNaira);
}

/** Integer kobo to naira for the API (a number with at most two decimals). */
export function koboToNaira(kobo: number): number {
  return kobo / koboPerNaira;
}

// Naira are written by hand rather than by Intl.NumberFormat: a browser's first Intl formatter loads its
// locale data, a long task on a phone just after every page arrives (decision 067). For whole kobo the
// digits are Intl's en-NG ones (money.test.ts compares them).

/** "1,234,567": a whole number's digits in groups of three, as a count or a limit is written too. */
export function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ",");
}

/** An amount's sign and its size in whole kobo: every amount in Oja is a whole number of kobo. */
function signAndKobo(naira: number): { sign: string; kobo: number } {
  return {
    sign: naira < 0 || Object.is(naira, -0) ? "-" : "",
    kobo: nairaToKobo(Math.abs(naira)),
  };
}

function writtenNaira(naira: number): string {
  const { sign, kobo } = signAndKobo(naira);
  const fraction = String(kobo % koboPerNaira).padStart(2, "0");
  return `${sign}₦${grouped(Math.floor(kobo / koboPerNaira))}.${fraction}`;
}

/** The amounts written so far: a list page shows sixty prices, mostly the same few hundred amounts. */
const writtenAmounts = new Map<number, string>();
const writtenAmountsKept = 2000;

/** "₦1,234,567.50" for a naira amount. */
export function formatNaira(naira: number): string {
  // -0 is written "-₦0.00", and a Map takes it for the key 0.
  if (Object.is(naira, -0)) return writtenNaira(naira);
  let text = writtenAmounts.get(naira);
  if (text === undefined) {
    text = writtenNaira(naira);
    if (writtenAmounts.size >= writtenAmountsKept) writtenAmounts.clear();
    writtenAmounts.set(naira, text);
  }
  return text;
}

/** "₦300,000" or "₦0.01" for a naira amount named in a sentence: no decimals where there are none. */
export function formatNairaInText(naira: number): string {
  const { sign, kobo } = signAndKobo(naira);
  const fraction = String(kobo % koboPerNaira)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `₦${sign}${grouped(Math.floor(kobo / koboPerNaira))}${fraction ? `.${fraction}` : ""}`;
}

// --- Amounts at the API's edge --------------------------------------------------------------------

/**
 * A number written with at most two decimals, as a whole number of hundredths (the kobo of a naira
 * amount, the basis points of a percentage); null for anything finer or not finite. A JSON number
 * arrives as a double, and the shortest decimal that reads back as that double is what the sender
 * wrote, so the rule reads that decimal: arithmetic on `x * 100` lets 1e-9 through as 0 kobo.
 */
export function hundredthsOf(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const written = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!written) return null;
  const [, sign, whole = "", fraction = ""] = written;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(hundredths)) return null;
  return sign ? -hundredths : hundredths;
}

/** The dearest a product may be, and a fixed promo code's largest deduction, in naira. */
export const largestPriceNaira = 100_000_000;
/** The most any amount to pay or refund may be: above every order, far below where kobo stop being exact. */
export const largestAmountNaira = 1_000_000_000_000;
/** The smallest amount that can be paid, refunded or discounted. */
export const smallestAmountNaira = 0.01;

export const wholeKoboMessage = "must be a whole number of kobo (at most two decimals)";
export const wholeBasisPointsMessage = "must have at most two decimals";

/** Basis points in a whole percent: 1000 basis points are 10%. */
const basisPointsPerPercent = 100;

/** A percentage of at most two decimals (checked at the edge) to basis points: 1000 = 10%. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * basisPointsPerPercent);
}

/** Basis points as the percentage the owner wrote: 1050 = 10.5%. */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / basisPointsPerPercent;
}
