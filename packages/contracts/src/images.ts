// Product and hero images are stored as WebP variants named `<name>-<width>.webp`; the API lists the
// largest one and pages derive the srcset from it.

const variantPattern = /-(\d+)\.webp$/;

export const productImageWidths = [400, 800, 1200] as const;
export const heroImageWidths = [640, 1280, 1920] as const;

/** The URL of one width of an image whose largest variant is `url`. */
export function imageVariant(url: string, width: number): string {
  return url.replace(variantPattern, `-${width}.webp`);
}

/** A srcset over the given widths, or undefined for an image that is not a variant set. */
export function imageSrcSet(url: string, widths: readonly number[]): string | undefined {
  if (!variantPattern.test(url)) return undefined;
  return widths.map((width) => `${imageVariant(url, width)} ${width}w`).join(", ");
}
