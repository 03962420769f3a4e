-- The search's trigram index (products_name_trigram_idx); PGlite loads it as @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_on_sale_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "products_on_sale_price_idx" ON "products" USING btree ("price_kobo","id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "products_on_sale_price_desc_idx" ON "products" USING btree ("price_kobo" DESC NULLS FIRST,"id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "products_on_sale_best_selling_idx" ON "products" USING btree ("units_sold" DESC NULLS FIRST,"id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "products_on_sale_most_liked_idx" ON "products" USING btree ("likes" DESC NULLS FIRST,"id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "products_on_sale_category_newest_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "products_name_trigram_idx" ON "products" USING gin ("name" gin_trgm_ops);