ALTER TABLE "products" ALTER COLUMN "price_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "promo_discount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "minimum_order_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "amount_kobo" SET DATA TYPE bigint;