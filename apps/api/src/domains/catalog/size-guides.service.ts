import { type CategorySizeGuide, type SizeGuide, sizeGuideMessages } from "@oja/contracts/size-guides";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import type { Change } from "../audit/audit.service.ts";
import { categories } from "./catalog.schema.ts";
import { sizeGuides } from "./size-guides.schema.ts";

// Each category's size guide (docs/decisions/031-size-guides.md): read by the shop with the product
// page, written whole by the owner in the admin area.

type CategoryRow = typeof categories.$inferSelect;
type GuideRow = typeof sizeGuides.$inferSelect;

function toCategorySizeGuide(category: CategoryRow, guide: GuideRow | null): CategorySizeGuide {
  return {
    category: { id: category.id, name: category.name, slug: category.slug },
    guide: guide ? { title: guide.title, columns: guide.columns, rows: guide.rows, note: guide.note } : null,
  };
}

function selectGuides(db: Database) {
  return db
    .select({ category: categories, guide: sizeGuides })
    .from(categories)
    .leftJoin(sizeGuides, eq(sizeGuides.categoryId, categories.id));
}

/** A category's guide by the category's slug; a category the shop does not have is a 404. */
export async function categorySizeGuide(db: Database, slug: string): Promise<CategorySizeGuide> {
  const [row] = await selectGuides(db).where(eq(categories.slug, slug)).limit(1);
  if (!row) throw notFound(sizeGuideMessages.unknownCategory);
  return toCategorySizeGuide(row.category, row.guide);
}

/** Every category, in the shop's order, with its guide or none. */
export async function everySizeGuide(db: Database): Promise<CategorySizeGuide[]> {
  const rows = await selectGuides(db).orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => toCategorySizeGuide(row.category, row.guide));
}

/**
 * The category's row, locked, so two owners saving the same guide at once are logged one after the
 * other, each with the guide the other left as its "before".
 */
async function lockedCategory(tx: Database, slug: string): Promise<CategoryRow> {
  const [category] = await tx.select().from(categories).where(eq(categories.slug, slug)).for("update");
  if (!category) throw notFound(sizeGuideMessages.unknownCategory);
  return category;
}

async function guideOf(tx: Database, category: CategoryRow): Promise<CategorySizeGuide> {
  const [guide] = await tx.select().from(sizeGuides).where(eq(sizeGuides.categoryId, category.id));
  return toCategorySizeGuide(category, guide ?? null);
}

/** Writes the category's guide whole, replacing any it had. */
export async function saveSizeGuide(
  tx: Database,
  slug: string,
  guide: SizeGuide,
): Promise<Change<CategorySizeGuide>> {
  const category = await lockedCategory(tx, slug);
  const before = await guideOf(tx, category);
  const values = { ...guide, updatedAt: new Date().toISOString() };
  const [saved] = await tx
    .insert(sizeGuides)
    .values({ categoryId: category.id, ...values })
    .onConflictDoUpdate({ target: sizeGuides.categoryId, set: values })
    .returning();
  return { before, after: toCategorySizeGuide(category, saved ?? null) };
}

/** Takes the category's guide away; the shop then shows no Size guide for it. */
export async function removeSizeGuide(tx: Database, slug: string): Promise<Change<CategorySizeGuide>> {
  const category = await lockedCategory(tx, slug);
  const before = await guideOf(tx, category);
  await tx.delete(sizeGuides).where(eq(sizeGuides.categoryId, category.id));
  return { before, after: toCategorySizeGuide(category, null) };
}
