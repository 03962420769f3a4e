import { useEffect } from "react";

// A page's HTML comes before its script. On a slow phone a shopper may type, or the browser and a
// password manager fill in, or a size be chosen, in the seconds between. Hydration leaves what the
// fields hold as it is, but a controlled field's state still holds what the server drew: the shop
// would call a filled field missing, and the next render would empty it or uncheck the choice. So
// each controlled field takes over, once it comes alive, what it held before. A field drawn by React
// in the browser already holds its state, so this changes nothing there. Radios: chosen-early.ts.

/**
 * Hands `onChange` what the field `id` holds as it comes alive, when that is something other than
 * `value`. An emptied field is left alone: a choice whose value is not among its options shows empty,
 * and its value is not dropped for it.
 */
export function useFilledEarly(id: string, value: string, onChange: (value: string) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field comes alive
  useEffect(() => {
    const field = document.getElementById(id) as HTMLInputElement | null;
    if (field?.value && field.value !== value) onChange(field.value);
  }, []);
}
