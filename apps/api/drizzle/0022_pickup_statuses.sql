ALTER TYPE "public"."order_status" ADD VALUE 'READY_FOR_PICKUP' BEFORE 'CANCELLED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'COLLECTED' BEFORE 'CANCELLED';