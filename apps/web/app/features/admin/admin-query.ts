import { adminSearchMaxLength } from "@oja/contracts/admin";
import { highestPage } from "@oja/contracts/shop";

// What an admin list's address asks for, read leniently: a value the API would refuse becomes the
// nearest one it takes, so a mistyped address still shows the list.

/** The page asked for: a whole number from 1 to the highest page, anything else the first. */
export function pageNumberOf(params: URLSearchParams): number {
  return Math.max(1, Math.min(highestPage, Number.parseInt(params.get("page") ?? "1", 10) || 1));
}

/** The search asked for, trimmed and cut to the longest the admin area's lists take. */
export function searchOf(params: URLSearchParams): string {
  return (params.get("search") ?? "").trim().slice(0, adminSearchMaxLength);
}

/** A list's address: `path`, the filters that are set, in the order given, and the page past the first. */
export function listHref(path: string, filters: Record<string, string>, page: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return `${path}${text ? `?${text}` : ""}`;
}
