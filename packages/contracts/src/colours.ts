// Products list their colours as hex values (docs/product.md §3). Shoppers, screen readers and order lines need
// a word for each: the nearest name from a leather house's palette.

// Each name with the family word a shopper searches by ("brown" finds Cognac and Espresso); a name
// that is its own family has none.
const namedColours: readonly (readonly [name: string, hex: string, family?: string])[] = [
  ["Black", "#1c1a19"],
  ["Espresso", "#3a2418", "Brown"],
  ["Dark Brown", "#4a2c1d", "Brown"],
  ["Chocolate", "#6b3e26", "Brown"],
  ["Cognac", "#9a5b2e", "Brown"],
  ["Tan", "#c08a5b", "Brown"],
  ["Sand", "#d8c3a0", "Beige"],
  ["Cream", "#e9dfcc", "White"],
  ["Ivory", "#f1ece2", "White"],
  ["White", "#ffffff"],
  ["Oxblood", "#5e1f24", "Red"],
  ["Burgundy", "#7a2331", "Red"],
  ["Red", "#b3261e"],
  ["Mustard", "#c9a227", "Yellow"],
  ["Olive", "#5b5a3a", "Green"],
  ["Forest Green", "#2f4a32", "Green"],
  ["Navy", "#1f2a3d", "Blue"],
  ["Indigo", "#2b3553", "Blue"],
  ["Blue", "#2f5d9a"],
  ["Grey", "#8a8784"],
  ["Charcoal", "#3c3b3a", "Grey"],
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

/**
 * The words a shopper may search a colour by: its name and its family ("Cognac", "Brown"). A colour
 * that is not a hex value is already a name and is its only word.
 */
export function colourWords(colour: string): string[] {
  const name = colourName(colour);
  const family = namedColours.find(([named]) => named === name)?.[2];
  return family ? [name, family] : [name];
}
