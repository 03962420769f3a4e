import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { type CategorySizeGuide, sizeGuideLimits } from "@oja/contracts/size-guides";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireAdmin } from "./admin.server.ts";
import { type AdminChange, sizeGuideIntents } from "./admin-change.ts";

// The size guides in the admin area on the page server (docs/decisions/031-size-guides.md): every
// category's guide, and one written whole or taken away, answered with the API's message.

export async function loadAdminSizeGuides(page: PageArgs): Promise<CategorySizeGuide[]> {
  await requireAdmin(page);
  return (await callApi(page, routes.admin.sizeGuides.list)).data;
}

/** One category's guide for its editor; a category the shop does not have is the page's 404. */
export async function loadAdminSizeGuide(page: PageArgs, slug: string): Promise<CategorySizeGuide> {
  const found = (await loadAdminSizeGuides(page)).find((entry) => entry.category.slug === slug);
  if (!found) throw data({ message: "The shop has no such category." }, { status: 404 });
  return found;
}

/** A count posted by the editor, bounded a little past the contracts' limit so the API names the excess. */
function countOf(form: FormData, name: string, most: number) {
  const count = Number.parseInt(String(form.get(name) ?? ""), 10);
  return Number.isInteger(count) && count > 0 ? Math.min(count, most + 1) : 0;
}

/**
 * The editor's table: `title`, `note`, `columnCount` columns named `column.<c>`, and `rowCount` rows
 * of cells named `cell.<r>.<c>`. Each goes to the API as typed, for it to judge.
 */
function guideOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? "");
  const columnCount = countOf(form, "columnCount", sizeGuideLimits.columns);
  const rowCount = countOf(form, "rowCount", sizeGuideLimits.rows);
  const columns = Array.from({ length: columnCount }, (_, column) => text(`column.${column}`));
  return {
    title: text("title"),
    columns,
    rows: Array.from({ length: rowCount }, (_, row) =>
      columns.map((_, column) => text(`cell.${row}.${column}`)),
    ),
    note: text("note"),
  };
}

export async function changeAdminSizeGuide(page: PageArgs, slug: string, form: FormData) {
  await requireAdmin(page);
  const params = { category: slug };
  try {
    const answer =
      postedIntent(form, sizeGuideIntents) === sizeGuideIntents.remove
        ? await callApi(page, routes.admin.sizeGuides.remove, { params })
        : await callApi(page, routes.admin.sizeGuides.save, { params, entered: guideOf(form) });
    return data<AdminChange>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    return data<AdminChange>(
      { ok: false, message: error.body.message, ...(error.body.errors ? { errors: error.body.errors } : {}) },
      { status: error.status },
    );
  }
}
