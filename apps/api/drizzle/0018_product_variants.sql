CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"size" text NOT NULL,
	"colour" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"price_kobo" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_one_per_choice" UNIQUE("product_id","size","colour"),
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_kobo" is null or "product_variants"."price_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
-- Every product made in no size or no colour gets one, so that its stock has a variant to live in.
UPDATE "products" SET "sizes" = ARRAY['One Size'] WHERE cardinality("sizes") = 0;--> statement-breakpoint
UPDATE "products" SET "colours" = ARRAY['#1c1a19'] WHERE cardinality("colours") = 0;--> statement-breakpoint
-- Each product's stock is spread over its sizes × colours, size first (docs/decisions/029-variants.md):
-- every variant gets the whole share, and the first (stock mod count) variants one piece more, so the
-- variants add up to the product's stock exactly.
INSERT INTO "product_variants" ("product_id", "sku", "size", "colour", "stock", "position")
SELECT
  grid."product_id",
  upper(grid."slug") || '-' || regexp_replace(upper(grid."size"), '[^A-Z0-9.]+', '-', 'g') || '-' || upper(replace(grid."colour", '#', '')),
  grid."size",
  grid."colour",
  grid."stock" / grid."count" + CASE WHEN grid."position" < grid."stock" % grid."count" THEN 1 ELSE 0 END,
  grid."position"
FROM (
  SELECT
    p."id" AS "product_id", p."slug", greatest(p."stock", 0) AS "stock", s."size", c."colour",
    (row_number() OVER (PARTITION BY p."id" ORDER BY s."size_at", c."colour_at") - 1)::int AS "position",
    (count(*) OVER (PARTITION BY p."id"))::int AS "count"
  FROM "products" p
  CROSS JOIN LATERAL (
    SELECT "size", min("at") AS "size_at" FROM unnest(p."sizes") WITH ORDINALITY AS u("size", "at") GROUP BY "size"
  ) s
  CROSS JOIN LATERAL (
    SELECT "colour", min("at") AS "colour_at" FROM unnest(p."colours") WITH ORDINALITY AS u("colour", "at") GROUP BY "colour"
  ) c
) grid;--> statement-breakpoint
UPDATE "products" p SET "stock" = coalesce((SELECT sum(v."stock") FROM "product_variants" v WHERE v."product_id" = p."id"), 0);--> statement-breakpoint
-- A product's stock is the sum of its variants' after every move: this trigger moves it in the statement
-- that moves a variant's, under the same transaction.
CREATE FUNCTION "product_variants_keep_stock_sum"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "stock" = "stock" + NEW."stock" WHERE "id" = NEW."product_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "stock" = "stock" - OLD."stock" WHERE "id" = OLD."product_id";
  ELSIF NEW."stock" <> OLD."stock" OR NEW."product_id" <> OLD."product_id" THEN
    UPDATE "products" SET "stock" = "stock" - OLD."stock" WHERE "id" = OLD."product_id";
    UPDATE "products" SET "stock" = "stock" + NEW."stock" WHERE "id" = NEW."product_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_variants_keep_stock_sum" AFTER INSERT OR DELETE OR UPDATE OF "stock", "product_id"
  ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "product_variants_keep_stock_sum"();--> statement-breakpoint
-- Cart lines name their variant; a line whose size or colour the product no longer has could not be
-- ordered and goes.
ALTER TABLE "cart_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
UPDATE "cart_lines" l SET "variant_id" = v."id" FROM "product_variants" v
  WHERE v."product_id" = l."product_id" AND v."size" = l."size" AND v."colour" = l."colour";--> statement-breakpoint
DELETE FROM "cart_lines" WHERE "variant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "variant_id" SET NOT NULL;
