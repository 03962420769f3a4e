import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import boundaries of docs/architecture.md §1 are lint rules (biome.json `overrides`), not just words: this plants
// imports that cross them in a scratch copy of the project's layout and runs Biome with the project's
// own configuration over them.

const root = path.resolve(import.meta.dirname, "..");
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "oja-boundaries-"));
  const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
  // The scratch folder is no git checkout; everything in it is to be linted.
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(config));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(file: string, source: string): string {
  const target = path.join(scratch, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, source);
  const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");
  const run = spawnSync(process.execPath, [biome, "lint", "--only=style/noRestrictedImports", file], {
    cwd: scratch,
    encoding: "utf8",
  });
  rmSync(target);
  return run.status === 0 ? "" : `${run.stdout}${run.stderr}`;
}

describe("import boundaries fail the lint", () => {
  it.each([
    [
      "the web app importing the API's code",
      "apps/web/app/lib/planted.ts",
      "../../../api/src/app.ts",
      "never imports the API's code",
    ],
    [
      "the web app importing the database",
      "apps/web/app/routes/planted.tsx",
      "drizzle-orm",
      "never touches the database",
    ],
    [
      "a feature importing another feature",
      "apps/web/app/features/accounts/planted.tsx",
      "../catalog/product-card.tsx",
      "does not import another feature",
    ],
    [
      "a domain importing another domain's tables",
      "apps/api/src/domains/accounts/planted.ts",
      "../catalog/catalog.schema.ts",
      "call the other domain's service",
    ],
  ])("%s", (_name, file, from, message) => {
    expect(lint(file, `import { planted } from "${from}";\n\nexport const used = planted;\n`)).toContain(
      message,
    );
  });

  it.each([
    [
      "a feature importing shared code and its own files",
      "apps/web/app/features/accounts/planted.tsx",
      ["../../lib/site.ts", "./sign-in-view.tsx", "@oja/contracts/accounts"],
    ],
    [
      "a route composing features",
      "apps/web/app/routes/planted.tsx",
      ["../features/catalog/product-gallery.tsx", "../features/accounts/user-menu.tsx"],
    ],
    [
      "a domain importing its own tables and another domain's service",
      "apps/api/src/domains/accounts/planted.ts",
      ["./accounts.schema.ts", "../content/content.service.ts"],
    ],
  ])("but not %s", (_name, file, sources) => {
    const imports = sources.map((from, index) => `import { value${index} } from "${from}";`).join("\n");
    const uses = sources.map((_from, index) => `value${index}`).join(", ");
    expect(lint(file, `${imports}\n\nexport const used = [${uses}];\n`)).toBe("");
  });
});
