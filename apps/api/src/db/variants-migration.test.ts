import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteExtensions } from "./client.ts";
import { migrationsFolder } from "./migrate.ts";

// Migration 0018 (docs/decisions/029-variants.md) on a shop made before variants: each product's stock
// spread over its sizes × colours without losing a piece, and each cart line given its variant (or
// removed when the product no longer sells its size and colour together).

let client: PGlite;
let before: string;
beforeAll(async () => {
  // The migrations folder as it was before variants: every file, with the journal cut at 0017.
  before = await mkdtemp(path.join(tmpdir(), "oja-before-variants-"));
  await cp(migrationsFolder, before, { recursive: true });
  const journalPath = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === "0018_product_variants");
  expect(cut).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  client = await PGlite.create({ extensions: pgliteExtensions });
}, 60_000);
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

const rows = async <Row>(text: string) => (await client.query<Row>(text)).rows;

describe("migration 0018", () => {
  it("spreads each product's stock over its variants, the first ones taking the rest, and gives cart lines their variant", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000001', 'Shoes', 'shoes');
      insert into products (id, slug, name, price_kobo, category_id, sizes, colours, description_html, vendor_id, stock)
      values
        ('00000000-0000-4000-8000-00000000000a', 'eko-loafer', 'Eko Loafer', 5000000,
          '00000000-0000-4000-8000-000000000001', '{40,41,42}', '{#1c1a19,#9a5b2e}', '<p>x</p>', 'oja', 7),
        ('00000000-0000-4000-8000-00000000000b', 'yaba-satchel', 'Yaba Satchel', 9000000,
          '00000000-0000-4000-8000-000000000001', '{}', '{}', '<p>x</p>', 'oja', 3),
        ('00000000-0000-4000-8000-00000000000c', 'epe-belt', 'Epe Belt', 1000000,
          '00000000-0000-4000-8000-000000000001', '{90 cm}', '{#4a2c1d}', '<p>x</p>', 'oja', 0);
      insert into users (id, first_name, last_name, email, password_hash, referral_code)
      values ('00000000-0000-4000-8000-0000000000f1', 'Ada', 'Obi', 'ada@example.com', 'x', 'ADA1');
      insert into carts (id, user_id) values ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-0000000000f1');
      insert into cart_lines (cart_id, product_id, size, colour, quantity) values
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000a', '41', '#9a5b2e', 2),
        ('00000000-0000-4000-8000-0000000000c1', '00000000-0000-4000-8000-00000000000a', '39', '#9a5b2e', 1);
    `);

    await migrate(db, { migrationsFolder });

    const variants = await rows<{ slug: string; sku: string; size: string; colour: string; stock: number }>(`
      select p.slug, v.sku, v.size, v.colour, v.stock from product_variants v join products p on p.id = v.product_id
      order by p.slug, v.position`);
    expect(variants.filter((variant) => variant.slug === "eko-loafer")).toEqual([
      { slug: "eko-loafer", sku: "EKO-LOAFER-40-1C1A19", size: "40", colour: "#1c1a19", stock: 2 },
      { slug: "eko-loafer", sku: "EKO-LOAFER-40-9A5B2E", size: "40", colour: "#9a5b2e", stock: 1 },
      { slug: "eko-loafer", sku: "EKO-LOAFER-41-1C1A19", size: "41", colour: "#1c1a19", stock: 1 },
      { slug: "eko-loafer", sku: "EKO-LOAFER-41-9A5B2E", size: "41", colour: "#9a5b2e", stock: 1 },
      { slug: "eko-loafer", sku: "EKO-LOAFER-42-1C1A19", size: "42", colour: "#1c1a19", stock: 1 },
      { slug: "eko-loafer", sku: "EKO-LOAFER-42-9A5B2E", size: "42", colour: "#9a5b2e", stock: 1 },
    ]);
    // A product made in no size and no colour is sold in one size and black.
    expect(variants.filter((variant) => variant.slug === "yaba-satchel")).toEqual([
      {
        slug: "yaba-satchel",
        sku: "YABA-SATCHEL-ONE-SIZE-1C1A19",
        size: "One Size",
        colour: "#1c1a19",
        stock: 3,
      },
    ]);
    expect(variants.filter((variant) => variant.slug === "epe-belt").map((variant) => variant.stock)).toEqual(
      [0],
    );

    const drifted = await rows(`
      select p.slug from products p
      where p.stock <> (select coalesce(sum(v.stock), 0) from product_variants v where v.product_id = p.id)`);
    expect(drifted).toEqual([]);
    expect(await rows(`select slug, stock from products order by slug`)).toEqual([
      { slug: "eko-loafer", stock: 7 },
      { slug: "epe-belt", stock: 0 },
      { slug: "yaba-satchel", stock: 3 },
    ]);

    // The line in a size the loafer is made in has its variant; the one in a size it is not is gone.
    const lines = await rows<{ size: string; sku: string; quantity: number }>(`
      select l.size, v.sku, l.quantity from cart_lines l join product_variants v on v.id = l.variant_id`);
    expect(lines).toEqual([{ size: "41", sku: "EKO-LOAFER-41-9A5B2E", quantity: 2 }]);
    expect(await rows(`select id from cart_lines`)).toHaveLength(1);
  }, 60_000);
});
