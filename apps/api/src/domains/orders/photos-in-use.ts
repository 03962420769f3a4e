import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { photoVariantNames, productPhotoNames } from "../catalog/product-photos.ts";
import { orderLines } from "./orders.schema.ts";

// What the photo sweeper must keep (decision 038): every variant of a photo a product shows, or an
// order shows in its lines (a copy of the product's photos as it was ordered). Orders stand above the
// catalog, so this is the lowest floor that sees both.

export async function photosInUse(db: Database): Promise<Set<string>> {
  const ordered = await db
    .selectDistinct({ url: sql<string>`unnest(${orderLines.productImages})` })
    .from(orderLines);
  return new Set([...(await productPhotoNames(db)), ...ordered.flatMap((row) => photoVariantNames(row.url))]);
}
