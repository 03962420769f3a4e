import type { PhotoStore } from "../domains/photos/photo-store.ts";
import { seedProducts } from "./catalog-data.ts";
import { heroImageSvg, heroImageWidths } from "./hero-images.ts";
import { productImageSvg, productImageWidths, storeImageVariants } from "./product-images.ts";

// Draws the demo catalog's pictures into the photo store, skipping any already there, so the first
// `npm start` pays for them once, and one place (the database by default) holds every picture
// (decision 038). Processes starting at once may draw one picture twice; the store keeps the first.
// A product's picture is drawn only while something shows it: one the owner took off its product (and
// the sweeper deleted) is not drawn again at every start.

export const heroThemes = ["bags", "shoes", "sandals", "sneakers", "classic"] as const;

export async function ensureDemoImages(store: PhotoStore, inUse: ReadonlySet<string>): Promise<number> {
  const jobs: { largest: string; make: () => Promise<void> }[] = [];
  for (const product of seedProducts) {
    for (const view of [0, 1] as const) {
      const baseName = `${product.slug}-${view + 1}`;
      const largest = `products/${baseName}-${productImageWidths.at(-1)}.webp`;
      if (!inUse.has(largest)) continue;
      jobs.push({
        largest,
        make: () =>
          storeImageVariants(
            productImageSvg(product.look, view, product.slug),
            store,
            "products",
            baseName,
            productImageWidths,
          ),
      });
    }
  }
  for (const theme of heroThemes) {
    jobs.push({
      largest: `hero/${theme}-${heroImageWidths.at(-1)}.webp`,
      make: () => storeImageVariants(heroImageSvg(theme, theme), store, "hero", theme, heroImageWidths),
    });
  }

  // One listing, not a look-up per picture: on S3 each look-up is a request.
  const stored = new Set((await store.list()).map((photo) => photo.name));
  let drawn = 0;
  for (const job of jobs) {
    if (stored.has(job.largest)) continue;
    await job.make();
    drawn += 1;
  }
  return drawn;
}
