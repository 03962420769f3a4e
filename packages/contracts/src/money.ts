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

const nairaFormat = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  currencyDisplay: "narrowSymbol",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₦1,234,567.50" for a naira amount. */
export function formatNaira(naira: number): string {
  return nairaFormat.format(naira);
}
