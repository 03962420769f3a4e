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
