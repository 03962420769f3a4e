CREATE TABLE "wishlist_entries" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_entries_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
