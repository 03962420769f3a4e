-- A variant's stock moved within its product changes the product's sum by one UPDATE of the product's
-- row, not two (the first minus the old stock, the second plus the new): an order takes a variant's
-- pieces on the row every shopper of a flash sale wants, and each UPDATE of it writes a new version.
CREATE OR REPLACE FUNCTION "product_variants_keep_stock_sum"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "stock" = "stock" + NEW."stock" WHERE "id" = NEW."product_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "stock" = "stock" - OLD."stock" WHERE "id" = OLD."product_id";
  ELSIF NEW."product_id" = OLD."product_id" THEN
    IF NEW."stock" <> OLD."stock" THEN
      UPDATE "products" SET "stock" = "stock" + (NEW."stock" - OLD."stock") WHERE "id" = NEW."product_id";
    END IF;
  ELSE
    UPDATE "products" SET "stock" = "stock" - OLD."stock" WHERE "id" = OLD."product_id";
    UPDATE "products" SET "stock" = "stock" + NEW."stock" WHERE "id" = NEW."product_id";
  END IF;
  RETURN NULL;
END
$$;
