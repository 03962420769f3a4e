CREATE TABLE "size_guides" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"columns" text[] NOT NULL,
	"rows" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "size_guides" ADD CONSTRAINT "size_guides_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;