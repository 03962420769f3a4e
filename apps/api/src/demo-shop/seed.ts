import { nairaToKobo } from "@oja/contracts/money";
import { categorySlug, productCategories } from "@oja/contracts/shop";
import { count } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { categories, products } from "../domains/catalog/catalog.schema.ts";
import { productSearchWords } from "../domains/catalog/catalog-search.ts";
import { makeVariants } from "../domains/catalog/product-variants.ts";
import { addReviews } from "../domains/catalog/reviews.service.ts";
import { sizeGuides } from "../domains/catalog/size-guides.schema.ts";
import { seedPromoCodes } from "../domains/promotions/promo-codes.service.ts";
import { offices, settings } from "../domains/settings/settings.schema.ts";
import { sanitiseShopHtml } from "../http/html-sanitiser.ts";
import { seedOffice, seedProducts, seedSettings } from "./catalog-data.ts";
import { seedSizeGuides } from "./size-guide-data.ts";

// The demo shop of docs/architecture.md §1: categories and their size guides, 40 products with reviews,
// the settings record, one office and promo codes; with `products: false` (DEMO_PRODUCTS=off, a shop
// going live) only what the shop needs to open: the categories, size guides, settings and office. Rows only: the images are drawn by demo-images.ts. It stands above the domains, beside the
// start-up that runs it: filling an empty shop is no domain's rule, so it writes their tables itself.

export const demoVendorId = "oja-leather-house";
const day = 24 * 60 * 60 * 1000;

/** Where a demo product's images live: the largest WebP variant of each view. */
export function demoProductImageUrls(slug: string): string[] {
  return [0, 1].map((view) => `/uploads/products/${slug}-${view + 1}-1200.webp`);
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [settingsRows] = await db.select({ total: count() }).from(settings);
  const [productRows] = await db.select({ total: count() }).from(products);
  return (settingsRows?.total ?? 0) === 0 && (productRows?.total ?? 0) === 0;
}

export async function seedDemoData(db: Database, now = new Date(), options: { products?: boolean } = {}) {
  const withProducts = options.products ?? true;
  const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();
  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(productCategories.map((name, position) => ({ name, slug: categorySlug(name), position })))
      .returning();
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
    await tx.insert(sizeGuides).values(
      Object.entries(seedSizeGuides).map(([category, guide]) => ({
        categoryId: categoryIds.get(category) ?? "",
        ...guide,
      })),
    );

    await tx.insert(settings).values({
      id: "default",
      shopName: seedSettings.shopName,
      ceoWelcomeMessageHtml: sanitiseShopHtml(seedSettings.ceoWelcomeMessage),
      aboutHtml: sanitiseShopHtml(seedSettings.about),
      facebookUrl: seedSettings.facebookUrl,
      youtubeUrl: seedSettings.youtubeUrl,
      instagramUrl: seedSettings.instagramUrl,
      awardVideoUrl: seedSettings.awardVideoUrl,
      policiesEffectiveDate: seedSettings.policiesEffectiveDate,
    });
    await tx.insert(offices).values({ ...seedOffice, position: 0 });
    if (!withProducts) return;

    const productRows = await tx
      .insert(products)
      .values(
        seedProducts.map((product) => ({
          slug: product.slug,
          name: product.name,
          priceKobo: nairaToKobo(product.priceNaira),
          images: demoProductImageUrls(product.slug),
          categoryId: categoryIds.get(product.category) ?? "",
          sizes: product.sizes,
          colours: product.colours,
          descriptionHtml: sanitiseShopHtml(product.descriptionHtml),
          searchWords: productSearchWords(product.category, product.colours),
          vendorId: demoVendorId,
          unitsSold: product.unitsSold,
          likes: product.likes,
          createdAt: ago(product.createdDaysAgo),
          updatedAt: ago(product.createdDaysAgo),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productIds = new Map(productRows.map((row) => [row.slug, row.id]));
    for (const product of seedProducts) {
      const id = productIds.get(product.slug) ?? "";
      await makeVariants(
        tx,
        { id, slug: product.slug, sizes: product.sizes, colours: product.colours },
        product.stock,
      );
    }

    const reviewRows = seedProducts.flatMap((product) =>
      product.reviews.map((review) => ({
        productId: productIds.get(product.slug) ?? "",
        authorFirstName: review.firstName,
        authorLastName: review.lastName,
        rating: review.rating,
        comment: review.comment,
        createdAt: ago(Math.min(review.daysAgo, product.createdDaysAgo)),
      })),
    );
    await addReviews(tx, reviewRows);
    await seedPromoCodes(tx, now);
  });
  return { products: withProducts ? seedProducts.length : 0 };
}

/**
 * Seeds the demo shop when the database is empty (without its products when `products` is false);
 * returns how many products it added (0 if none).
 */
export async function seedIfEmpty(
  handle: { db: Database },
  options: { products?: boolean } = {},
): Promise<number> {
  if (!(await isDatabaseEmpty(handle.db))) return 0;
  return (await seedDemoData(handle.db, new Date(), options)).products;
}
