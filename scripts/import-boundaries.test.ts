import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import boundaries of docs/architecture.md §1 and the domains' floors of decision 024 are lint rules
// (biome.json `overrides`, and Biome's import-cycle rule), not just words: this plants imports that cross
// them in a scratch copy of the project's layout and runs Biome with the project's own configuration over
// them.

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

function runBiome(rule: string, file: string): string {
  const biome = path.join(root, "node_modules/@biomejs/biome/bin/biome");
  const run = spawnSync(process.execPath, [biome, "lint", `--only=${rule}`, file], {
    cwd: scratch,
    encoding: "utf8",
  });
  return run.status === 0 ? "" : `${run.stdout}${run.stderr}`;
}

function plant(files: Record<string, string>, lintedFile: string, rule: string): string {
  const targets = Object.entries(files).map(([file, source]) => {
    const target = path.join(scratch, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, source);
    return target;
  });
  try {
    return runBiome(rule, lintedFile);
  } finally {
    for (const target of targets) rmSync(target);
  }
}

function lint(file: string, source: string): string {
  return plant({ [file]: source }, file, "style/noRestrictedImports");
}

describe("import boundaries and cycles fail the lint", () => {
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
    [
      "orders importing payments, a floor above",
      "apps/api/src/domains/orders/planted.ts",
      "../payments/order-payments.ts",
      "Domains stand on floors",
    ],
    [
      "the cart importing orders, a floor above",
      "apps/api/src/domains/cart/planted.ts",
      "../orders/order-queries.ts",
      "Domains stand on floors",
    ],
    [
      "promotions importing payments, floors above",
      "apps/api/src/domains/promotions/planted.ts",
      "../payments/payments.service.ts",
      "Domains stand on floors",
    ],
    [
      "the catalog importing back-in-stock alerts, a floor above",
      "apps/api/src/domains/catalog/planted.ts",
      "../stock-alerts/stock-alerts.service.ts",
      "Domains stand on floors",
    ],
    [
      "the wishlist importing reviews, a floor above",
      "apps/api/src/domains/wishlist/planted.ts",
      "../reviews/reviews.service.ts",
      "Domains stand on floors",
    ],
    [
      "the cart importing the page shell, a floor above",
      "apps/api/src/domains/cart/planted.ts",
      "../shell/shell.service.ts",
      "Domains stand on floors",
    ],
    [
      "back-in-stock alerts importing orders, a floor above",
      "apps/api/src/domains/stock-alerts/planted.ts",
      "../orders/order-queries.ts",
      "Domains stand on floors",
    ],
    [
      "mail importing accounts, a floor above",
      "apps/api/src/domains/mail/planted.ts",
      "../accounts/accounts.service.ts",
      "Domains stand on floors",
    ],
    [
      "photos importing the catalog, a floor above",
      "apps/api/src/domains/photos/planted.ts",
      "../catalog/product-photos.ts",
      "Domains stand on floors",
    ],
    [
      "payments importing the admin area, a floor above",
      "apps/api/src/domains/payments/planted.ts",
      "../admin/admin.routes.ts",
      "Domains stand on floors",
    ],
    [
      "a domain on a floor importing another domain's tables",
      "apps/api/src/domains/orders/planted.ts",
      "../cart/cart.schema.ts",
      "call the other domain's service",
    ],
    [
      "a domain importing the app that assembles it",
      "apps/api/src/domains/reports/planted.ts",
      "../../app.ts",
      "stand above every domain",
    ],
    [
      "a domain importing the demo shop's seed",
      "apps/api/src/domains/catalog/planted.ts",
      "../../demo-shop/seed.ts",
      "stand above every domain",
    ],
    [
      "the database code importing a domain",
      "apps/api/src/db/planted.ts",
      "../domains/catalog/catalog.service.ts",
      "stands beneath every domain",
    ],
    [
      "the HTTP code importing a domain",
      "apps/api/src/http/planted.ts",
      "../domains/accounts/user-guard.ts",
      "stands beneath every domain",
    ],
    [
      "a job importing a domain",
      "apps/api/src/jobs/planted.ts",
      "../domains/mail/mail.service.ts",
      "stands beneath every domain",
    ],
  ])("%s", (_name, file, from, message) => {
    expect(lint(file, `import { planted } from "${from}";\n\nexport const used = planted;\n`)).toContain(
      message,
    );
  });

  it("an upward import of a type alone", () => {
    const source =
      'import type { Planted } from "../payments/order-payments.ts";\n\nexport type Used = Planted;\n';
    expect(lint("apps/api/src/domains/orders/planted.ts", source)).toContain("Domains stand on floors");
  });

  it("two files importing each other", () => {
    const folder = "apps/api/src/domains/cart";
    const cycle = plant(
      {
        [`${folder}/planted-one.ts`]:
          'import { two } from "./planted-two.ts";\n\nexport const one = () => two;\n',
        [`${folder}/planted-two.ts`]:
          'import { one } from "./planted-one.ts";\n\nexport const two = () => one;\n',
      },
      `${folder}/planted-one.ts`,
      "suspicious/noImportCycles",
    );
    expect(cycle).toContain("This import is part of a cycle");
  });

  it("a cycle closed by a type-only import", () => {
    const folder = "apps/web/app/lib";
    const cycle = plant(
      {
        [`${folder}/planted-data.ts`]:
          'import type { shell } from "./planted-shell.ts";\n\nexport type Data = typeof shell;\n',
        [`${folder}/planted-shell.ts`]:
          'import type { Data } from "./planted-data.ts";\n\nexport const shell = (data: Data) => data;\n',
      },
      `${folder}/planted-shell.ts`,
      "suspicious/noImportCycles",
    );
    expect(cycle).toContain("This import is part of a cycle");
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
    [
      "orders importing the floors below and the shared code",
      "apps/api/src/domains/orders/planted.ts",
      [
        "../cart/cart.service.ts",
        "../promotions/promo-codes.service.ts",
        "../catalog/catalog.service.ts",
        "../audit/audit.service.ts",
        "../settings/settings.service.ts",
        "../../db/client.ts",
        "../../http/problem.ts",
        "../../config.ts",
        "@oja/contracts/payments",
      ],
    ],
    [
      "the page shell importing reviews on its floor and the cart and wishlist below",
      "apps/api/src/domains/shell/planted.ts",
      ["../reviews/reviews.service.ts", "../cart/cart.service.ts", "../wishlist/wishlist.service.ts"],
    ],
    [
      "payments importing orders, a floor below",
      "apps/api/src/domains/payments/planted.ts",
      ["../orders/order-queries.ts", "../promotions/promo-codes.service.ts"],
    ],
    [
      "the cart importing a domain on its own floor",
      "apps/api/src/domains/cart/planted.ts",
      ["../addresses/addresses.service.ts", "../wishlist/wishlist.service.ts"],
    ],
    [
      "the admin area and reports importing every floor",
      "apps/api/src/domains/admin/planted.ts",
      [
        "../payments/refunds.service.ts",
        "../orders/orders-admin.service.ts",
        "../reports/reports.service.ts",
      ],
    ],
    [
      "the demo shop importing domains",
      "apps/api/src/demo-shop/planted.ts",
      ["../domains/catalog/catalog.schema.ts", "../domains/promotions/promo-codes.service.ts"],
    ],
    [
      "the app assembling domains",
      "apps/api/src/planted.ts",
      ["./domains/payments/order-payments.ts", "./domains/orders/orders.routes.ts"],
    ],
    [
      "the database code importing its own files and the configuration",
      "apps/api/src/db/planted.ts",
      ["./client.ts", "../config.ts", "../http/problem.ts"],
    ],
  ])("but not %s", (_name, file, sources) => {
    const imports = sources.map((from, index) => `import { value${index} } from "${from}";`).join("\n");
    const uses = sources.map((_from, index) => `value${index}`).join(", ");
    expect(lint(file, `${imports}\n\nexport const used = [${uses}];\n`)).toBe("");
  });

  it("but not one file importing another that imports nothing back", () => {
    const folder = "apps/api/src/domains/cart";
    const chain = plant(
      {
        [`${folder}/planted-one.ts`]:
          'import { two } from "./planted-two.ts";\n\nexport const one = () => two;\n',
        [`${folder}/planted-two.ts`]: "export const two = () => 2;\n",
      },
      `${folder}/planted-one.ts`,
      "suspicious/noImportCycles",
    );
    expect(chain).toBe("");
  });
});
