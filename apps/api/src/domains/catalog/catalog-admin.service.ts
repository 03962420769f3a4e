import {
  type AdminProduct,
  type AdminProductBody,
  type AdminProductChangeBody,
  type AdminProductListQuery,
  type AdminVariant,
  type AdminVariantsBody,
  photoName,
  photoNotOnProductMessage,
  photosChangedMessage,
  productPhotoMaxCount,
  skuTakenMessage,
  slugTakenMessage,
  tooManyPhotosMessage,
  unknownCategoryMessage,
  variantsChangedMessage,
} from "@oja/contracts/admin-products";
import { paginate } from "@oja/contracts/api";
import { koboToNaira, nairaToKobo } from "@oja/contracts/money";
import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { sanitiseShopHtml } from "../../http/html-sanitiser.ts";
import { badRequest, conflict, notFound, Problem } from "../../http/problem.ts";
import { categories, products, productVariants } from "./catalog.schema.ts";
import { productNotFoundMessage } from "./catalog.service.ts";
import { productSearchWords } from "./catalog-search.ts";
import {
  makeVariants,
  matchVariantsToGrid,
  toAdminVariant,
  type VariantRow,
  variantsOf,
} from "./product-variants.ts";

// The catalog as the owner's admin writes it (docs/architecture.md §8): every product whatever its status, and
// products made, changed and archived. Descriptions are sanitised when written.

/** The vendor every product of this one-brand shop belongs to (docs/product.md §3 Product vendorId). */
const shopVendorId = "oja-leather-house";

type ProductRow = typeof products.$inferSelect;

type CategoryRow = typeof categories.$inferSelect;

function toAdminProduct(product: ProductRow, category: CategoryRow, variants: VariantRow[]): AdminProduct {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: koboToNaira(product.priceKobo),
    category: { id: category.id, name: category.name, slug: category.slug },
    sizes: product.sizes,
    colours: product.colours,
    description: product.descriptionHtml,
    images: product.images,
    stock: product.stock,
    status: product.status,
    unitsSold: product.unitsSold,
    createdAt: new Date(product.createdAt).toISOString(),
    updatedAt: new Date(product.updatedAt).toISOString(),
    variants: variants.map(toAdminVariant),
  };
}

/** A shopper's or owner's words as an ILIKE pattern matches them, literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function listProductsForAdmin(db: Database, query: AdminProductListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(products.status, query.status));
  if (query.category) filters.push(eq(categories.slug, query.category));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches = or(ilike(products.name, pattern), ilike(products.slug, pattern));
    if (matches) filters.push(matches);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ product: products, category: categories })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where),
  ]);
  const variants = await variantsOf(
    db,
    rows.map((row) => row.product.id),
  );
  return {
    products: rows.map((row) =>
      toAdminProduct(row.product, row.category, variants.get(row.product.id) ?? []),
    ),
    pagination: paginate(query.page, query.limit, totals?.total ?? 0),
  };
}

export async function productForAdmin(db: Database, id: string): Promise<AdminProduct> {
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) throw notFound(productNotFoundMessage);
  const variants = await variantsOf(db, [id]);
  return toAdminProduct(row.product, row.category, variants.get(id) ?? []);
}

async function categoryNamed(db: Database, slug: string): Promise<CategoryRow> {
  const [category] = await db.select().from(categories).where(eq(categories.slug, slug));
  if (!category) throw badRequest(unknownCategoryMessage, [`category: ${unknownCategoryMessage}`]);
  return category;
}

function columnsOf(body: AdminProductChangeBody, category: CategoryRow) {
  return {
    slug: body.slug,
    name: body.name,
    priceKobo: nairaToKobo(body.price),
    categoryId: category.id,
    sizes: body.sizes,
    colours: body.colours.map((colour) => colour.toLowerCase()),
    descriptionHtml: sanitiseShopHtml(body.description),
    status: body.status,
    searchWords: productSearchWords(category.name, body.colours),
  };
}

/** A new product; 409 when its slug is taken (a unique key, so two owners at once cannot both win). */
export async function createProduct(tx: Database, body: AdminProductBody): Promise<AdminProduct> {
  const category = await categoryNamed(tx, body.category);
  const [created] = await tx
    .insert(products)
    .values({ ...columnsOf(body, category), vendorId: shopVendorId })
    .onConflictDoNothing({ target: products.slug })
    .returning();
  if (!created) throw conflict(slugTakenMessage);
  await makeVariants(tx, created, body.stock);
  return productForAdmin(tx, created.id);
}

/**
 * Changes every written field of the product but its stock, which its variants hold; 404 unknown, 409 a
 * slug another product has.
 */
export async function updateProduct(
  tx: Database,
  id: string,
  body: AdminProductChangeBody,
): Promise<{ before: AdminProduct; after: AdminProduct }> {
  const before = await productForAdmin(tx, id);
  const category = await categoryNamed(tx, body.category);
  // The slug's unique key decides between two owners renaming at once; its breach is the 409.
  const [updated] = await tx
    .update(products)
    .set({ ...columnsOf(body, category), updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(slugTakenMessage) : error;
    });
  if (!updated) throw notFound(productNotFoundMessage);
  await matchVariantsToGrid(tx, updated);
  return { before, after: await productForAdmin(tx, id) };
}

/** What the grid's write changed, and the variants it left in stock (back-in-stock e-mails follow). */
export interface VariantsChange {
  before: AdminProduct;
  after: AdminProduct;
  inStock: AdminVariant[];
}

/**
 * Sets each named variant's SKU, stock and own price. The stock is the owner's count, written as an
 * absolute value by one UPDATE per variant conditioned on the product, so an order taking stock at the
 * same moment is either counted before it or takes from it after, never lost in a read-then-write.
 * Variants are written in id order after the product's row, as every stock move takes them. 409 when a variant
 * is no longer the product's (its sizes or colours changed meanwhile) or a SKU is another variant's.
 */
export async function setProductVariants(
  tx: Database,
  id: string,
  body: AdminVariantsBody,
): Promise<VariantsChange> {
  const before = await productForAdmin(tx, id);
  // The product's row first, then its variants, as every stock move takes them (decision 029): each
  // variant's update also moves the product's stock (its trigger), so the other order could deadlock.
  await tx.update(products).set({ updatedAt: sql`now()` }).where(eq(products.id, id));
  const written = body.variants
    .map((variant, index) => ({ ...variant, index }))
    .sort((one, other) => (one.id < other.id ? -1 : one.id > other.id ? 1 : 0));
  for (const variant of written) {
    const [row] = await tx
      .update(productVariants)
      .set({
        sku: variant.sku,
        stock: variant.stock,
        priceKobo: variant.price === null ? null : nairaToKobo(variant.price),
        updatedAt: sql`now()`,
      })
      .where(and(eq(productVariants.id, variant.id), eq(productVariants.productId, id)))
      .returning({ id: productVariants.id })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        const message = skuTakenMessage(variant.sku);
        throw new Problem(409, message, [`variants.${variant.index}.sku: ${message}`]);
      });
    if (!row) throw conflict(variantsChangedMessage);
  }
  const after = await productForAdmin(tx, id);
  const named = new Set(written.map((variant) => variant.id));
  return {
    before,
    after,
    inStock: after.variants.filter((variant) => named.has(variant.id) && variant.stock > 0),
  };
}

/**
 * "Deleting" a product archives it: orders, carts and reviews keep pointing at it, and the shop no
 * longer shows or sells it.
 */
export async function archiveProduct(tx: Database, id: string) {
  const before = await productForAdmin(tx, id);
  const [after] = await tx
    .update(products)
    .set({ status: "ARCHIVED", updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  if (!after) throw notFound(productNotFoundMessage);
  return { before, after: { ...before, status: after.status } };
}

// --- Photos ---------------------------------------------------------------------------------------

type PhotoChange = { before: AdminProduct; after: AdminProduct };

/**
 * Adds a stored photo (its largest variant's URL) after the product's others. The append and the
 * count limit are one conditional update, so two uploads at once both land and never pass the limit.
 */
export async function addProductPhoto(tx: Database, id: string, url: string): Promise<PhotoChange> {
  const before = await productForAdmin(tx, id);
  const [after] = await tx
    .update(products)
    .set({ images: sql`array_append(${products.images}, ${url})`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), lt(sql`cardinality(${products.images})`, productPhotoMaxCount)))
    .returning({ images: products.images });
  if (!after) throw conflict(tooManyPhotosMessage);
  return { before, after: { ...before, images: after.images } };
}

/** The product under a row lock, so a photo change is decided on the list it replaces. */
async function lockedPhotos(tx: Database, id: string) {
  const before = await productForAdmin(tx, id);
  const [row] = await tx
    .select({ images: products.images })
    .from(products)
    .where(eq(products.id, id))
    .for("update");
  if (!row) throw notFound(productNotFoundMessage);
  return { ...before, images: row.images };
}

async function savePhotos(tx: Database, before: AdminProduct, images: string[]): Promise<PhotoChange> {
  await tx.update(products).set({ images, updatedAt: sql`now()` }).where(eq(products.id, before.id));
  return { before, after: { ...before, images } };
}

/** Puts the product's photos in a new order; 409 unless `images` holds exactly its photos, each once. */
export async function reorderProductPhotos(tx: Database, id: string, images: string[]): Promise<PhotoChange> {
  const before = await lockedPhotos(tx, id);
  const sorted = (list: string[]) => [...list].sort().join("\n");
  if (images.length !== before.images.length || sorted(images) !== sorted(before.images)) {
    throw conflict(photosChangedMessage);
  }
  return savePhotos(tx, before, images);
}

/**
 * Takes one photo off the product, named by its file. Its variants stay in the photo store until the
 * photo sweeper finds that no product nor order shows them (decision 038); names are never reused.
 */
export async function removeProductPhoto(tx: Database, id: string, name: string): Promise<PhotoChange> {
  const before = await lockedPhotos(tx, id);
  const index = before.images.findIndex((url) => photoName(url) === name);
  if (index < 0) throw notFound(photoNotOnProductMessage);
  return savePhotos(
    tx,
    before,
    before.images.filter((_, position) => position !== index),
  );
}
