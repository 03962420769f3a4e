import { z } from "zod";
import { envelopeSchema, paginationSchema, pagingQuery } from "./api.ts";
import { productSorts } from "./product-sorts.ts";
import { pageSizes, searchMaxLength } from "./shop.ts";

/** docs/architecture.md §8: a DRAFT or ARCHIVED product is not in the shop. */
export const productStatuses = ["DRAFT", "ACTIVE", "ARCHIVED"] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const categorySchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

export const productSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** List price: naira, at most two decimals. */
  price: z.number(),
  /** What the shopper pays before VAT: the list price less the store-wide discount of the settings. */
  salePrice: z.number(),
  images: z.array(z.string()),
  category: categorySchema,
  sizes: z.array(z.string()),
  colours: z.array(z.string()),
  /** Sanitised HTML. */
  description: z.string(),
  vendorId: z.string(),
  inStock: z.boolean(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** One size × colour the product is sold in (docs/decisions/029-variants.md), priced as the product is. */
export const variantSchema = z.object({
  id: z.uuid(),
  sku: z.string(),
  size: z.string(),
  /** A hex value, as in the product's `colours`. */
  colour: z.string(),
  /** Units of this variant that can still be ordered. */
  stock: z.number().int(),
  /** Its list price and sale price in naira: its own when it has one, else the product's. */
  price: z.number(),
  salePrice: z.number(),
});
export type Variant = z.infer<typeof variantSchema>;

/**
 * Product detail (docs/architecture.md §2) also says how many units can still be ordered, all sizes and
 * colours together (the sum of its variants'), and each variant.
 */
export const productDetailSchema = productSchema.extend({
  stock: z.number().int(),
  variants: z.array(variantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET products/{slugOrId}`: the product's slug, or its id (which leads to the slug's address). */
export const productPathSchema = z.object({ slugOrId: z.string().min(1).max(120) });

/** `GET products/{productId}/reviews`: an id the shop does not know is a 404, not a 400. */
export const productReviewsPathSchema = z.object({ productId: z.string() });

export const productListQuerySchema = z.object({
  ...pagingQuery(pageSizes.shop),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, "category must be a category slug such as bags")
    .optional(),
  q: z.string().trim().max(searchMaxLength, `q must be at most ${searchMaxLength} characters`).optional(),
  sort: z.enum(productSorts, { error: `sort must be one of ${productSorts.join(", ")}` }).default("newest"),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = envelopeSchema(
  z.object({ data: z.array(productSchema), pagination: paginationSchema }),
);

export const productDetailResponseSchema = envelopeSchema(
  z.object({ product: productDetailSchema, relatedProducts: z.array(productSchema) }),
);

export const suggestionsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int("limit must be a whole number")
    .min(1, "limit must be 1 or more")
    .max(12, "limit must be at most 12")
    .default(pageSizes.homeList),
});

export const suggestionsResponseSchema = envelopeSchema(
  z.object({
    recentlyAdded: z.array(productSchema),
    highestSelling: z.array(productSchema),
    mostLiked: z.array(productSchema),
  }),
);
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

/** The shortest text the header's search suggests for: a letter alone would match half the shop. */
export const suggestionMinLength = 2;

/** `GET products/search-suggestions?q=`: what the header's search offers as a shopper types. */
export const searchSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: "q is required" })
    .trim()
    .min(suggestionMinLength, `q must be at least ${suggestionMinLength} characters`)
    .max(searchMaxLength, `q must be at most ${searchMaxLength} characters`),
});

export const searchSuggestionsResponseSchema = envelopeSchema(
  z.object({
    /** The best matches, as the shop's search ranks them: what a suggestion shows of each. */
    products: z.array(
      z.object({
        id: z.uuid(),
        slug: z.string(),
        name: z.string(),
        salePrice: z.number(),
        image: z.string().nullable(),
      }),
    ),
    /** The categories whose names match. */
    categories: z.array(categorySchema),
  }),
);
export type SearchSuggestions = z.infer<typeof searchSuggestionsResponseSchema>["data"];

export const reviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
  /** Written by a shopper who received the product (docs/decisions/035-reviews-by-buyers.md). */
  verifiedBuyer: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object(pagingQuery(pageSizes.reviews, 50));

export const reviewListResponseSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.array(reviewSchema),
  averageRating: z.number(),
  pagination: paginationSchema,
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/**
 * How long the shop's catalog answers (lists, a product, suggestions, reviews) may be kept, by the API
 * and by the page server alike: the most that the stock or a price a page shows may lag a write
 * (issue 16; decision 014).
 */
export const catalogAnswerLifetimeSeconds = 5;
