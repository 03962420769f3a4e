import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What the house holds itself to beyond the lint (docs/architecture.md §1): no source file over 400
// lines but the demo shop's data, one name for the owner's area, and web calls to the API only through
// its one client. Each rule is a function of a file's path and text, tried on planted files first.

const root = path.resolve(import.meta.dirname, "..");
const sourceFiles = execFileSync("git", ["ls-files", "-z", "*.ts", "*.tsx"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => file && !file.startsWith("apps/api/drizzle/"));

const mostLines = 400;
/** Data, not code: the demo shop's forty products. */
const longDataFiles = new Set(["apps/api/src/demo-shop/catalog-data.ts"]);

function tooLong(file: string, text: string): boolean {
  return !longDataFiles.has(file) && text.split("\n").length - 1 > mostLines;
}

/**
 * The owner's area is "admin": never "console" or "desk" in a file's name or a name in its code (the
 * browser's and Node's console keep theirs), nor in the area's page titles and navigation.
 */
function namesTheAreaOtherwise(file: string, text: string): boolean {
  if (otherNameInPath.test(file)) return true;
  return !longDataFiles.has(file) && otherNameInCode.test(text);
}

// The old names are written in pieces, so that this file, checked like the others, does not hold them.
const [oldName, olderName] = ["Con" + "sole", "De" + "sk"];
const otherNameInPath = new RegExp(`${oldName}|${olderName}(?!top)`, "i");
const otherNameInCode = new RegExp(
  `${oldName}|${olderName}(?!top)|\\b(${oldName.toLowerCase()}|${olderName.toLowerCase()})(?=[A-Z-])`,
);

/** Only the web's API client builds requests; everything else names a route of the contracts' table. */
function callsTheApiByHand(file: string, text: string): boolean {
  if (!file.startsWith("apps/web/app/") || file === "apps/web/app/lib/api.server.ts") return false;
  if (/\.test\.tsx?$/.test(file)) return false;
  return /\bfetch\(|new Request\(|apiBasePath|\/api\/v1/.test(text);
}

const rules = [
  ["longer than 400 lines", tooLong],
  ["names the owner's area other than admin", namesTheAreaOtherwise],
  ["calls the API by hand", callsTheApiByHand],
] as const;

describe("the codebase's shape", () => {
  it.each(rules)("no file is %s", (_name, breaks) => {
    const breaking = sourceFiles.filter((file) => breaks(file, readFileSync(path.join(root, file), "utf8")));
    expect(breaking).toEqual([]);
  });

  it("catches a planted breach of each rule, and passes what is allowed", () => {
    expect(tooLong("apps/api/src/domains/orders/planted.ts", "x\n".repeat(401))).toBe(true);
    expect(tooLong("apps/api/src/domains/orders/planted.ts", "x\n".repeat(400))).toBe(false);
    expect(tooLong("apps/api/src/demo-shop/catalog-data.ts", "x\n".repeat(2000))).toBe(false);
    const lowerName = oldName.toLowerCase();
    expect(namesTheAreaOtherwise(`apps/web/app/features/${lowerName}/orders.tsx`, "")).toBe(true);
    expect(namesTheAreaOtherwise("apps/web/app/planted.tsx", `export function ${oldName}Order() {}`)).toBe(
      true,
    );
    expect(namesTheAreaOtherwise("apps/web/app/planted.tsx", `{ title: "Orders · ${oldName}" }`)).toBe(true);
    expect(
      namesTheAreaOtherwise("apps/api/src/planted.ts", `const ${olderName.toLowerCase()}Columns = {};`),
    ).toBe(true);
    expect(namesTheAreaOtherwise("apps/api/src/app.ts", 'console.warn("x"); page.on("console", f);')).toBe(
      false,
    );
    expect(namesTheAreaOtherwise("playwright.config.ts", 'devices["Desktop Chrome"]')).toBe(false);
    expect(callsTheApiByHand("apps/web/app/routes/planted.tsx", 'await fetch("/api/v1/products");')).toBe(
      true,
    );
    expect(
      callsTheApiByHand("apps/web/app/routes/planted.tsx", "callApi(page, routes.catalog.products);"),
    ).toBe(false);
    expect(callsTheApiByHand("apps/web/app/lib/api.server.ts", "fetch(request)")).toBe(false);
  });
});
