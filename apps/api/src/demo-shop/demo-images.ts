import { access } from "node:fs/promises";
import path from "node:path";
import { seedProducts } from "./catalog-data.ts";
import { heroImageSvg, heroImageWidths } from "./hero-images.ts";
import { productImageSvg, productImageWidths, writeImageVariants } from "./product-images.ts";

// Draws the demo catalog's pictures into the uploads folder, skipping any already there, so the
// first `npm start` pays for them once.

export const heroThemes = ["bags", "shoes", "sandals", "sneakers", "classic"] as const;

async function exists(file: string) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

export async function ensureDemoImages(uploadsDir: string): Promise<number> {
  const jobs: { file: string; make: () => Promise<void> }[] = [];
  const productsDir = path.join(uploadsDir, "products");
  for (const product of seedProducts) {
    for (const view of [0, 1] as const) {
      const baseName = `${product.slug}-${view + 1}`;
      jobs.push({
        file: path.join(productsDir, `${baseName}-${productImageWidths.at(-1)}.webp`),
        make: () =>
          writeImageVariants(
            productImageSvg(product.look, view, product.slug),
            productsDir,
            baseName,
            productImageWidths,
          ),
      });
    }
  }
  const heroDir = path.join(uploadsDir, "hero");
  for (const theme of heroThemes) {
    jobs.push({
      file: path.join(heroDir, `${theme}-${heroImageWidths.at(-1)}.webp`),
      make: () => writeImageVariants(heroImageSvg(theme, theme), heroDir, theme, heroImageWidths),
    });
  }

  let drawn = 0;
  for (const job of jobs) {
    if (await exists(job.file)) continue;
    await job.make();
    drawn += 1;
  }
  return drawn;
}
