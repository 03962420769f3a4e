CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A')
  || setweight(to_tsvector('english', search_words), 'B')
  || setweight(to_tsvector('english', regexp_replace(description_html, '<[^>]*>', ' ', 'g')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_stem_idx" ON "search_terms" USING btree ("stem");--> statement-breakpoint
CREATE INDEX "search_terms_word_trigram_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_labels_idx" ON "products" USING gin (ts_filter(search_document, '{a,b}'::"char"[]));--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING gin (ts_filter(search_document, '{a}'::"char"[]));--> statement-breakpoint
-- The products already written get their search words as catalog-search.ts writes them from now on: the
-- category's name, then each colour's name and family word. The palette below is colours.ts's as this
-- migration was written: a hex value takes its nearest name by the same weighted distance.
UPDATE "products" p SET "search_words" = concat_ws(' ', c."name", (
  SELECT string_agg(DISTINCT nearest."words", ' ')
  FROM unnest(p."colours") AS colour("value")
  CROSS JOIN LATERAL (
    SELECT CASE WHEN colour."value" !~* '^#?[0-9a-f]{6}$' THEN trim(colour."value") ELSE (
      SELECT palette."words" FROM (VALUES
        ('Black', '1c1a19'), ('Espresso Brown', '3a2418'), ('Dark Brown', '4a2c1d'),
        ('Chocolate Brown', '6b3e26'), ('Cognac Brown', '9a5b2e'), ('Tan Brown', 'c08a5b'),
        ('Sand Beige', 'd8c3a0'), ('Cream White', 'e9dfcc'), ('Ivory White', 'f1ece2'), ('White', 'ffffff'),
        ('Oxblood Red', '5e1f24'), ('Burgundy Red', '7a2331'), ('Red', 'b3261e'), ('Mustard Yellow', 'c9a227'),
        ('Olive Green', '5b5a3a'), ('Forest Green', '2f4a32'), ('Navy Blue', '1f2a3d'), ('Indigo Blue', '2b3553'),
        ('Blue', '2f5d9a'), ('Grey', '8a8784'), ('Charcoal Grey', '3c3b3a')
      ) AS palette("words", "hex"),
      LATERAL (SELECT lower(right(colour."value", 6)) AS "hex") AS own
      ORDER BY 2 * power(('x' || substr(own."hex", 1, 2))::bit(8)::int - ('x' || substr(palette."hex", 1, 2))::bit(8)::int, 2)
        + 4 * power(('x' || substr(own."hex", 3, 2))::bit(8)::int - ('x' || substr(palette."hex", 3, 2))::bit(8)::int, 2)
        + 3 * power(('x' || substr(own."hex", 5, 2))::bit(8)::int - ('x' || substr(palette."hex", 5, 2))::bit(8)::int, 2)
      LIMIT 1
    ) END AS "words"
  ) nearest
))
FROM "categories" c WHERE c."id" = p."category_id";--> statement-breakpoint
-- The words of a product's name, search words and description, each with its English stem (a stop
-- word is its own stem): what search_terms keeps.
CREATE FUNCTION "search_terms_of"("text" text) RETURNS TABLE("word" text, "stem" text) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w, coalesce((ts_lexize('english_stem', w))[1], w)
  FROM regexp_split_to_table(lower(regexp_replace("text", '<[^>]*>', ' ', 'g')), '[^[:alpha:]]+') AS w
  WHERE length(w) BETWEEN 2 AND 40
$$;--> statement-breakpoint
INSERT INTO "search_terms" ("word", "stem")
  SELECT DISTINCT t."word", t."stem" FROM "products" p,
    "search_terms_of"(concat_ws(' ', p."name", p."search_words", p."description_html")) t
  ON CONFLICT ("word") DO NOTHING;--> statement-breakpoint
-- New words join search_terms in the statement that writes them: once per statement for inserts (the
-- seed writes forty products in one), once per row for the updates that change a word (a stock move
-- changes none and costs nothing).
CREATE FUNCTION "products_insert_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("word", "stem")
    SELECT DISTINCT t."word", t."stem" FROM "written" p,
      "search_terms_of"(concat_ws(' ', p."name", p."search_words", p."description_html")) t
    ON CONFLICT ("word") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_insert_search_terms" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "products_insert_search_terms"();--> statement-breakpoint
CREATE FUNCTION "products_update_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("word", "stem")
    SELECT t."word", t."stem" FROM "search_terms_of"(concat_ws(' ', NEW."name", NEW."search_words", NEW."description_html")) t
    ON CONFLICT ("word") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_update_search_terms" AFTER UPDATE OF "name", "search_words", "description_html" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_update_search_terms"();
