ALTER TYPE "public"."payment_status" ADD VALUE 'CANCELLED';--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_kobo" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pays_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "captured_kobo" = "amount_kobo" WHERE "status" = 'COMPLETED' OR ("status" = 'REVERSED' AND EXISTS (SELECT 1 FROM "transactions" WHERE "transactions"."payment_id" = "payments"."id" AND "transactions"."type" = 'REFUND'));--> statement-breakpoint
UPDATE "payments" SET "pays_order" = true WHERE "captured_kobo" IS NOT NULL AND NOT "needs_refund";--> statement-breakpoint
CREATE INDEX "sandbox_refunds_reference_idx" ON "sandbox_refunds" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_per_order_paid" ON "payments" USING btree ("order_id") WHERE "payments"."pays_order";--> statement-breakpoint
CREATE INDEX "transactions_order_created_idx" ON "transactions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_pending_refunds_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."type" = 'REFUND' and "transactions"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_idempotency_key_unique" UNIQUE("order_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_refund_unique" UNIQUE("provider_refund_id");