// Products list their colours as hex values (docs/product.md §3). Shoppers, screen readers and order lines need
// a word for each: the nearest name from a leather house's palette.

const namedColours: readonly (readonly [name: string, hex: string])[] = [
  ["Black", "#1c1a19"],
  ["Espresso", "#3a2418"],
  ["Dark Brown", "#4a2c1d"],
  ["Chocolate", "#6b3e26"],
  ["Cognac", "#9a5b2e"],
  ["Tan", "#c08a5b"],
  ["Sand", "#d8c3a0"],
  ["Cream", "#e9dfcc"],
  ["Ivory", "#f1ece2"],
  ["White", "#ffffff"],
  ["Oxblood", "#5e1f24"],
  ["Burgundy", "#7a2331"],
  ["Red", "#b3261e"],
  ["Mustard", "#c9a227"],
  ["Olive", "#5b5a3a"],
  ["Forest Green", "#2f4a32"],
  ["Navy", "#1f2a3d"],
  ["Indigo", "#2b3553"],
  ["Blue", "#2f5d9a"],
  ["Grey", "#8a8784"],
  ["Charcoal", "#3c3b3a"],
];

function rgbOf(hex: string): [number, number, number] | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** "Cognac" for "#9a5b2e"; a colour that is not a hex value is already a name and stays as it is. */
export function colourName(colour: string): string {
  const rgb = rgbOf(colour);
  if (!rgb) return colour.trim();
  let best = colour;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [name, hex] of namedColours) {
    const named = rgbOf(hex);
    if (!named) continue;
    // Weighted RGB distance: close enough to perception for telling leather shades apart.
    const [dr, dg, db] = [rgb[0] - named[0], rgb[1] - named[1], rgb[2] - named[2]];
    const distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}
