import { z } from "zod";
import { envelopeSchema } from "./api.ts";
import { maxLength, requiredTextSchema } from "./rules.ts";

// A category's size guide (docs/product.md §2 "Size guide"): a titled table the owner writes, with a
// note under it. Shoes have EU, UK and US sizes with foot length; bags their measurements. Bounded so
// a guide stays a table a phone can show (docs/decisions/031-size-guides.md).

export const sizeGuideLimits = {
  title: 80,
  columns: 8,
  rows: 40,
  cell: 40,
  note: 500,
} as const;

const cellSchema = z.string().trim().max(sizeGuideLimits.cell, maxLength(sizeGuideLimits.cell));

export const sizeGuideSchema = z
  .object({
    title: requiredTextSchema(sizeGuideLimits.title),
    columns: z
      .array(requiredTextSchema(sizeGuideLimits.cell))
      .min(1, "must name at least one column")
      .max(sizeGuideLimits.columns, `must be at most ${sizeGuideLimits.columns} columns`),
    rows: z
      .array(z.array(cellSchema).max(sizeGuideLimits.columns, "must have one cell per column"))
      .min(1, "must have at least one row")
      .max(sizeGuideLimits.rows, `must be at most ${sizeGuideLimits.rows} rows`),
    /** Under the table: how to measure, how the sizes run. May be empty. */
    note: z.string().trim().max(sizeGuideLimits.note, maxLength(sizeGuideLimits.note)),
  })
  .superRefine((guide, context) => {
    guide.rows.forEach((row, index) => {
      if (row.length !== guide.columns.length) {
        context.addIssue({
          code: "custom",
          path: ["rows", index],
          message: `must have ${guide.columns.length} cells, one per column`,
        });
      } else if (row.every((cell) => cell === "")) {
        context.addIssue({ code: "custom", path: ["rows", index], message: "must not be empty" });
      }
    });
  });
export type SizeGuide = z.infer<typeof sizeGuideSchema>;

const guideCategorySchema = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

/** A category and its guide; null when the owner has written none. */
export const categorySizeGuideSchema = z.object({
  category: guideCategorySchema,
  guide: sizeGuideSchema.nullable(),
});
export type CategorySizeGuide = z.infer<typeof categorySizeGuideSchema>;

/** `size-guides/{category}`: a category's slug; one the shop does not have is a 404. */
export const sizeGuidePathSchema = z.object({ category: z.string().min(1).max(120) });

export const sizeGuideResponseSchema = envelopeSchema(categorySizeGuideSchema);

/** Every category with its guide, in the shop's order, for the admin area. */
export const adminSizeGuideListResponseSchema = envelopeSchema(z.array(categorySizeGuideSchema));

/** The sentences of the admin area's writes. */
export const sizeGuideMessages = {
  saved: (category: string) => `The ${category} size guide has been saved.`,
  removed: (category: string) => `The ${category} size guide has been removed.`,
  unknownCategory: "The shop has no such category.",
} as const;
