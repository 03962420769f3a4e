import { paginate } from "@oja/contracts/api";
import type { Product, ProductDetail, ProductListQuery } from "@oja/contracts/catalog";
import { koboToNaira } from "@oja/contracts/money";
import { discountedPrice, type PricingRates } from "@oja/contracts/pricing";
import { isUuid } from "@oja/contracts/rules";
import { and, asc, count, desc, eq, inArray, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import { pricingRates } from "../settings/settings.service.ts";
import { categories, products } from "./catalog.schema.ts";
import { readSearch, searchMatch, searchPageIds } from "./catalog-search.ts";
import { toVariant, type VariantRow, variantsOf } from "./product-variants.ts";

function selectProducts(db: Database) {
  return db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Only ACTIVE products are in the shop; DRAFT and ARCHIVED ones are the owner's alone. */
export const onSale = eq(products.status, "ACTIVE");

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>["execute"]>>[number];

/** What every view of a product shows: its names, its list and sale prices in naira, its images. */
export function pricedProduct(
  product: { id: string; slug: string; name: string; priceKobo: number; images: string[] },
  rates: PricingRates,
) {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: koboToNaira(product.priceKobo),
    salePrice: koboToNaira(discountedPrice(product.priceKobo, rates)),
    images: product.images,
  };
}

function toProduct(row: ProductRow, rates: PricingRates): Product {
  const { product, category } = row;
  return {
    ...pricedProduct(product, rates),
    category: { id: category.id, name: category.name, slug: category.slug },
    sizes: product.sizes,
    colours: product.colours,
    // Sanitised when written (the seed and the owner's product writes), so trusted here.
    description: product.descriptionHtml,
    vendorId: product.vendorId,
    inStock: product.stock > 0,
    averageRating: averageRating(product),
    reviewCount: product.reviewCount,
    createdAt: new Date(product.createdAt).toISOString(),
  };
}

/** The average of a product's ratings to one decimal, as PostgreSQL's round() gives it; 0 with none. */
export function averageRating(summary: { reviewCount: number; ratingSum: number }) {
  if (summary.reviewCount === 0) return 0;
  return Math.round((summary.ratingSum * 10) / summary.reviewCount) / 10;
}

/** Units that can still be ordered; never below none. */
function stockOf(stock: number) {
  return Math.max(0, stock);
}

function toProductDetail(row: ProductRow, variants: VariantRow[], rates: PricingRates): ProductDetail {
  return {
    ...toProduct(row, rates),
    stock: stockOf(row.product.stock),
    variants: variants.map((variant) => toVariant(variant, row.product.priceKobo, rates)),
  };
}

const sortOrders: Record<ProductListQuery["sort"], SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  "price-asc": [asc(products.priceKobo), asc(products.id)],
  "price-desc": [desc(products.priceKobo), asc(products.id)],
  "best-selling": [desc(products.unitsSold), asc(products.id)],
};

/**
 * A shop view's filters, said on the products table alone so that its partial indexes answer them, and
 * its search read against the shop's words (catalog-search.ts): undefined search when the view has none,
 * null when its text has nothing to search for (only stop words or signs), which finds nothing.
 */
async function shopViewFilter(db: Database, query: ProductListQuery) {
  const filters: SQL[] = [onSale];
  if (query.category) {
    filters.push(
      sql`${products.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`,
    );
  }
  const search = query.q ? ((await readSearch(db, query.q)) ?? null) : undefined;
  return { where: and(...filters), search };
}

/**
 * Up to this many products a view's total is counted exactly; past it, counting every row on each
 * page would cost more than the page itself, so the planner's estimate stands in (see listProducts).
 */
export const exactTotalLimit = 10_000;

/**
 * A search's matches must each be read to be counted (its index only narrows down a ranked search's
 * words), so past this many the planner's estimate stands in for the total there too (decision 015).
 */
export const exactSearchTotalLimit = 1_000;

/** How many products the planner expects `where` to find, from its statistics (no rows are read). */
async function estimatedCount(db: Database, where: SQL | undefined): Promise<number> {
  // Both drivers answer `execute` with the rows under `rows`; node-postgres parses the json column.
  const plan = (await db.execute(
    sql`explain (format json) ${db.select({ id: products.id }).from(products).where(where)}`,
  )) as unknown as { rows: { "QUERY PLAN": unknown }[] };
  const value = plan.rows[0]?.["QUERY PLAN"];
  const [root] = (typeof value === "string" ? JSON.parse(value) : value) as [
    { Plan: { "Plan Rows": number } },
  ];
  return root.Plan["Plan Rows"];
}

export async function listProducts(db: Database, query: ProductListQuery) {
  const { where: viewWhere, search } = await shopViewFilter(db, query);
  const order = sortOrders[query.sort];
  const offset = (query.page - 1) * query.limit;
  if (search === null) return { data: [], pagination: paginate(query.page, query.limit, 0) };
  const where = search ? and(viewWhere, searchMatch(search)) : viewWhere;
  const estimate = await estimatedCount(db, where);
  // The page's ids first, read off the sort's index alone however deep the page is, and one more to
  // tell whether another page follows; only the page's products are then read whole. A search's ids
  // come relevance first (catalog-search.ts).
  const searchIds = search
    ? await searchPageIds(db, viewWhere, search, order, offset, query.limit + 1)
    : undefined;
  const onPage = searchIds
    ? inArray(products.id, searchIds)
    : inArray(
        products.id,
        db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(query.limit + 1)
          .offset(offset),
      );
  const [rates, rows, exactTotal] = await Promise.all([
    pricingRates(db),
    selectProducts(db)
      .where(onPage)
      .orderBy(...order),
    estimate <= (search ? exactSearchTotalLimit : exactTotalLimit) ? countProducts(db, where) : undefined,
  ]);
  if (searchIds) {
    const position = new Map(searchIds.map((id, index) => [id, index]));
    rows.sort((a, b) => (position.get(a.product.id) ?? 0) - (position.get(b.product.id) ?? 0));
  }
  const shown = rows.slice(0, query.limit);
  const more = rows.length > query.limit;
  return {
    data: shown.map((row) => toProduct(row, rates)),
    pagination: paginate(
      query.page,
      query.limit,
      exactTotal ?? totalBeside(estimate, offset, shown.length, more),
    ),
  };
}

function countProducts(db: Database, where: SQL | undefined): Promise<number> {
  return db
    .select({ total: count() })
    .from(products)
    .where(where)
    .then(([totals]) => totals?.total ?? 0);
}

/**
 * A large view's total: the planner's estimate, made to agree with what the page itself proves, so
 * that the shop's endless scroll (which pages while `page < totalPages`) neither stops early nor asks
 * past the end: more than this page when another follows; exactly up to this page when none does.
 */
function totalBeside(estimate: number, offset: number, shown: number, more: boolean): number {
  if (more) return Math.max(Math.round(estimate), offset + shown + 1);
  if (shown > 0) return offset + shown;
  return Math.min(Math.round(estimate), offset);
}

export const productNotFoundMessage = "We could not find that product.";

/** Whether the shop has a product with this id. */
export async function isProductInShop(db: Database, productId: string): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), onSale));
  return product !== undefined;
}

const relatedProductCount = 4;

/** A product by slug or id, with others from its category. */
export async function getProduct(db: Database, slugOrId: string) {
  const key = isUuid(slugOrId) ? eq(products.id, slugOrId) : eq(products.slug, slugOrId);
  const [rates, [row]] = await Promise.all([
    pricingRates(db),
    selectProducts(db).where(and(key, onSale)).limit(1),
  ]);
  if (!row) throw notFound(productNotFoundMessage);
  const [related, variants] = await Promise.all([
    selectProducts(db)
      .where(and(eq(products.categoryId, row.product.categoryId), ne(products.id, row.product.id), onSale))
      .orderBy(desc(products.unitsSold), asc(products.id))
      .limit(relatedProductCount),
    variantsOf(db, [row.product.id]),
  ]);
  return {
    product: toProductDetail(row, variants.get(row.product.id) ?? [], rates),
    relatedProducts: related.map((relatedRow) => toProduct(relatedRow, rates)),
  };
}

/** The shop's products with these ids, as the shop lists them, in the order of the ids given. */
export async function productsWithIds(db: Database, ids: readonly string[]): Promise<Product[]> {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return [];
  const [rates, rows] = await Promise.all([
    pricingRates(db),
    selectProducts(db).where(and(inArray(products.id, wanted), onSale)),
  ]);
  const byId = new Map(rows.map((row) => [row.product.id, toProduct(row, rates)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** The home page's three lists. */
export async function productSuggestions(db: Database, limit: number) {
  const rates = await pricingRates(db);
  const top = (order: SQL) =>
    selectProducts(db)
      .where(onSale)
      .orderBy(order, asc(products.id))
      .limit(limit)
      .then((rows) => rows.map((row) => toProduct(row, rates)));
  const [recentlyAdded, highestSelling, mostLiked] = await Promise.all([
    top(desc(products.createdAt)),
    top(desc(products.unitsSold)),
    top(desc(products.likes)),
  ]);
  return { recentlyAdded, highestSelling, mostLiked };
}

/**
 * Products for a shopper who likes `liked` (bought or wished for): in stock, in the same categories,
 * best sellers first, none of `excluded` (already bought or wished). A shopper with nothing liked yet,
 * or whose categories have nothing else, gets the shop's best sellers in stock.
 */
export async function recommendedProducts(
  db: Database,
  liked: readonly string[],
  excluded: readonly string[],
  limit: number,
) {
  const rates = await pricingRates(db);
  const likedIds = liked.filter(isUuid);
  const leftOut = excluded.filter(isUuid);
  const pick = (sameCategories: boolean) => {
    const filters: SQL[] = [onSale, sql`${products.stock} > 0`];
    if (leftOut.length > 0) filters.push(notInArray(products.id, leftOut));
    if (sameCategories) {
      filters.push(
        inArray(
          products.categoryId,
          db.select({ id: products.categoryId }).from(products).where(inArray(products.id, likedIds)),
        ),
      );
    }
    return selectProducts(db)
      .where(and(...filters))
      .orderBy(desc(products.unitsSold), asc(products.id))
      .limit(limit);
  };
  let rows = likedIds.length > 0 ? await pick(true) : [];
  if (rows.length === 0) rows = await pick(false);
  return rows.map((row) => toProduct(row, rates));
}
