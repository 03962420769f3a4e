ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The summaries of the reviews written before this migration.
UPDATE "products" SET "review_count" = "summary"."total", "rating_sum" = "summary"."sum"
FROM (SELECT "product_id", count(*)::integer AS "total", sum("rating")::integer AS "sum" FROM "reviews" GROUP BY "product_id") AS "summary"
WHERE "summary"."product_id" = "products"."id";
