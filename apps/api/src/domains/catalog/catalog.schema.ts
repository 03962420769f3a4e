import { productStatuses } from "@oja/contracts/catalog";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const categories = pgTable("categories", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  position: integer().notNull().default(0),
});

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What the shop's search reads of a product (docs/decisions/030-search-that-forgives.md): its name
 * weighted A, its category and colour words B, its description's text C. PostgreSQL writes it in the
 * statement that writes the product, from the columns it is made of.
 */
const searchDocumentOf = sql.raw(`setweight(to_tsvector('english', name), 'A')
  || setweight(to_tsvector('english', search_words), 'B')
  || setweight(to_tsvector('english', regexp_replace(description_html, '<[^>]*>', ' ', 'g')), 'C')`);

/** docs/architecture.md §8: only ACTIVE products are in the shop, its search and its sitemap. */
export const productStatus = pgEnum("product_status", productStatuses);

/** The condition of the shop's partial indexes, as the service's `onSale` filter says it. */
const onSaleCondition = sql`status = 'ACTIVE'`;

export const products = pgTable(
  "products",
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    priceKobo: bigint({ mode: "number" }).notNull(),
    /** Largest variant of each image, in display order. */
    images: text().array().notNull().default(sql`'{}'::text[]`),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    colours: text().array().notNull().default(sql`'{}'::text[]`),
    /** Sanitised when written. */
    descriptionHtml: text().notNull(),
    vendorId: text().notNull(),
    /**
     * The sum of its variants' stock, kept by a trigger on product_variants in the statement that moves
     * a variant's stock (docs/decisions/029-variants.md), so lists and cards read one column.
     */
    stock: integer().notNull().default(0),
    status: productStatus().notNull().default("ACTIVE"),
    unitsSold: integer().notNull().default(0),
    likes: integer().notNull().default(0),
    /** Its reviews' count and the sum of their ratings, kept in the transaction that writes a review. */
    reviewCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    /** Its category's name and its colours' words (catalog-search.ts), written with the product. */
    searchWords: text().notNull().default(""),
    searchDocument: tsvector().notNull().generatedAlwaysAs(searchDocumentOf),
  },
  (table) => [
    // The search's three ranks (catalog-search.ts): a match anywhere, in the name, category or colours,
    // and in the name, each answered by an index of its own.
    index("products_search_idx").using("gin", table.searchDocument),
    index("products_search_labels_idx").using("gin", sql`ts_filter(search_document, '{a,b}'::"char"[])`),
    index("products_search_name_idx").using("gin", sql`ts_filter(search_document, '{a}'::"char"[])`),
    index("products_category_idx").on(table.categoryId),
    index("products_created_at_idx").on(table.createdAt),
    // The shop's orders (product-sorts.ts and the home page's lists) over the products on sale, each
    // ending in the id as the service's do, so a page, even a deep one, is read off an index alone.
    // The name too, so that a search in the default order reads names off this index alone, newest
    // first, until it has a page (decision 015), instead of every match from the trigram index.
    index("products_on_sale_newest_idx")
      .on(table.createdAt.desc().nullsFirst(), table.id, table.name)
      .where(onSaleCondition),
    index("products_on_sale_price_idx").on(table.priceKobo, table.id).where(onSaleCondition),
    index("products_on_sale_price_desc_idx")
      .on(table.priceKobo.desc().nullsFirst(), table.id)
      .where(onSaleCondition),
    index("products_on_sale_best_selling_idx")
      .on(table.unitsSold.desc().nullsFirst(), table.id)
      .where(onSaleCondition),
    index("products_on_sale_most_liked_idx")
      .on(table.likes.desc().nullsFirst(), table.id)
      .where(onSaleCondition),
    index("products_on_sale_category_newest_idx")
      .on(table.categoryId, table.createdAt.desc().nullsFirst(), table.id)
      .where(onSaleCondition),
    // The shop's search is a substring match (ILIKE '%word%'): trigrams let an index answer it.
    index("products_name_trigram_idx").using("gin", table.name.op("gin_trgm_ops")),
    // Orders take stock with an update conditioned on enough of it; this is the net beneath that.
    check("products_stock_not_negative", sql`${table.stock} >= 0`),
  ],
);

/**
 * One size × colour a product is sold in (docs/decisions/029-variants.md): its own SKU and stock, and a
 * price of its own when it differs from the product's. Stock is taken from and returned to these rows.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sku: text().notNull().unique(),
    /** The product's own spelling of the size, and its colour as a hex value. */
    size: text().notNull(),
    colour: text().notNull(),
    stock: integer().notNull().default(0),
    /** Null: the product's price. */
    priceKobo: bigint({ mode: "number" }),
    /** Where it stands in the product's sizes × colours grid, size first. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    unique("product_variants_one_per_choice").on(table.productId, table.size, table.colour),
    index("product_variants_product_idx").on(table.productId, table.position),
    // Orders take stock with an update conditioned on enough of it; this is the net beneath that.
    check("product_variants_stock_not_negative", sql`${table.stock} >= 0`),
    check("product_variants_price_positive", sql`${table.priceKobo} is null or ${table.priceKobo} > 0`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /**
     * The account that wrote it, when a buyer wrote it through the shop (a verified buyer); null for the
     * demo shop's reviews (docs/decisions/035-reviews-by-buyers.md).
     */
    userId: uuid(),
    authorFirstName: text().notNull(),
    authorLastName: text().notNull(),
    rating: smallint().notNull(),
    comment: text().notNull(),
    /** Hidden by the owner: left out of the list and of the product's rating summary. */
    hidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    index("reviews_product_created_idx").on(table.productId, table.createdAt),
    // The admin area's list, newest first across every product.
    index("reviews_created_idx").on(table.createdAt.desc().nullsFirst(), table.id),
    // One review per shopper and product, however many posts arrive at once.
    uniqueIndex("reviews_one_per_shopper")
      .on(table.productId, table.userId)
      .where(sql`${table.userId} is not null`),
    check("reviews_rating_one_to_five", sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * Every word the products are written with, and its stem (kept by a trigger on products, migration
 * 0019): a search word the shop has never used is read as a typo or the start of one of these.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    word: text().primaryKey(),
    stem: text().notNull(),
  },
  (table) => [
    index("search_terms_stem_idx").on(table.stem),
    index("search_terms_word_trigram_idx").using("gin", table.word.op("gin_trgm_ops")),
  ],
);
