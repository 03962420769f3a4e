CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"note" text,
	"actor" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_at_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
-- Orders made before events were kept get the steps that can be known: placed when made, paid when the
-- charge that paid them settled, the owner's moves (and notes) as the audit log has them, the status
-- they are in now when it moved last, and their cancelling. Pickup's statuses are compared as text: the
-- migrations run in one transaction, where 0022's new enum values cannot be used yet.
INSERT INTO "order_events" ("order_id", "status", "note", "actor", "at")
SELECT "id", 'PENDING', NULL, 'shopper', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "note", "actor", "at")
SELECT o."id", 'PROCESSING', NULL, 'payment',
  coalesce((SELECT min(p."paid_at") FROM "payments" p WHERE p."order_id" = o."id" AND p."pays_order"), o."updated_at")
FROM "orders" o WHERE o."status" NOT IN ('PENDING', 'CANCELLED');--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "note", "actor", "at")
SELECT o."id", (a."after"->>'status')::"order_status", nullif(a."after"->>'note', ''), 'owner', a."created_at"
FROM "audit_log" a JOIN "orders" o ON o."id"::text = a."subject_id"
WHERE a."action" = 'order.status' AND a."subject_type" = 'order'
  AND a."after"->>'status' IN ('SHIPPED', 'DELIVERED', 'READY_FOR_PICKUP', 'COLLECTED');--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "note", "actor", "at")
SELECT o."id", o."status", NULL, NULL, o."updated_at" FROM "orders" o
WHERE o."status"::text IN ('SHIPPED', 'DELIVERED', 'READY_FOR_PICKUP', 'COLLECTED')
  AND NOT EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = o."id" AND e."status" = o."status");--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "note", "actor", "at")
SELECT "id", 'CANCELLED', NULL, NULL, coalesce("cancelled_at", "updated_at") FROM "orders" WHERE "status" = 'CANCELLED';
