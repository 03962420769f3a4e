import type { CategorySizeGuide, SizeGuide } from "@oja/contracts/size-guides";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { auditEntriesOf } from "../../test/admin.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Each category's size guide (docs/decisions/031-size-guides.md): read by anyone, kept like the
// catalog's answers, written whole by the owner (bounded, audited), and a write reaches the shop at once.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

const guideOf = async (slug: string) => {
  const answer = await shop.get(`/size-guides/${slug}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as CategorySizeGuide;
};

const bagGuide: SizeGuide = {
  title: "Bag measurements",
  columns: ["Size", "Width (cm)", "Height (cm)", "Depth (cm)", "Strap drop (cm)"],
  rows: [
    ["Small", "22", "16", "7", "54"],
    ["Large", "42", "33", "17", "30"],
  ],
  note: "Measured flat.",
};

describe("a category's size guide in the shop", () => {
  it("answers the demo shop's shoe chart: EU, UK and US sizes with foot length", async () => {
    const { category, guide } = await guideOf("shoes");
    expect(category).toMatchObject({ name: "Shoes", slug: "shoes" });
    expect(guide?.columns).toEqual(["EU", "UK", "US", "Foot length (cm)"]);
    expect(guide?.rows[0]).toEqual(["39", "5.5", "6.5", "24.6"]);
    expect(guide?.rows.at(-1)).toEqual(["47", "12", "13", "30.0"]);
    expect((await guideOf("sneakers")).guide?.rows).toHaveLength(9);
    expect((await guideOf("bags")).guide?.columns).toContain("Strap drop (cm)");
  });

  it("answers null for a category without one and 404 for a category the shop does not have", async () => {
    expect((await guideOf("accessories")).guide).toBeNull();
    const unknown = await shop.get("/size-guides/hats");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("The shop has no such category.");
  });

  it("is kept like the catalog's answers: an entity tag, and 304 when nothing changed", async () => {
    const first = await shop.get("/size-guides/sandals");
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    const again = await shop.get("/size-guides/sandals", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe("size guides in the admin area", () => {
  it("are the owner's alone: 401 without a session, 403 for a shopper, and nothing changes", async () => {
    const shopper = await signedInShopper(shop);
    const calls: ["GET" | "PUT" | "DELETE", string][] = [
      ["GET", "/admin/size-guides"],
      ["PUT", "/admin/size-guides/bags"],
      ["DELETE", "/admin/size-guides/bags"],
    ];
    for (const [method, url] of calls) {
      expect((await shop.call({ method, url })).statusCode, url).toBe(401);
      const refused = await shop.send(method, url, shopper.headers, bagGuide);
      expect(refused.statusCode, url).toBe(403);
    }
    expect((await guideOf("bags")).guide?.rows).toHaveLength(3);
  });

  it("lists every category in the shop's order, with its guide or null", async () => {
    const answer = await shop.send("GET", "/admin/size-guides", owner.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json().data as CategorySizeGuide[];
    expect(list.map((entry) => entry.category.name)).toEqual([
      "Shoes",
      "Sandals",
      "Sneakers",
      "Bags",
      "Accessories",
    ]);
    expect(list.map((entry) => entry.guide === null)).toEqual([false, false, false, false, true]);
  });

  it("saves a guide whole, audited, and the shop's kept answer follows at once", async () => {
    const before = await guideOf("bags");
    const saved = await shop.send("PUT", "/admin/size-guides/bags", owner.headers, {
      ...bagGuide,
      title: "  Bag measurements  ",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("The Bags size guide has been saved.");
    expect(saved.json().data.guide).toEqual(bagGuide);
    expect((await guideOf("bags")).guide).toEqual(bagGuide);

    const [entry] = await auditEntriesOf(shop, owner, "bags");
    expect(entry).toMatchObject({
      action: "size-guide.save",
      subjectType: "size-guide",
      before: before,
      after: { category: before.category, guide: bagGuide },
    });
  });

  it("writes a guide for a category that had none, and takes it away again", async () => {
    const belts: SizeGuide = {
      title: "Belt sizes",
      columns: ["Belt", "Waist (cm)"],
      rows: [
        ["85 cm", "70–75"],
        ["90 cm", "75–80"],
      ],
      note: "",
    };
    const saved = await shop.send("PUT", "/admin/size-guides/accessories", owner.headers, belts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await guideOf("accessories")).guide).toEqual(belts);

    const removed = await shop.send("DELETE", "/admin/size-guides/accessories", owner.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe("The Accessories size guide has been removed.");
    expect((await guideOf("accessories")).guide).toBeNull();
    const [entry] = await auditEntriesOf(shop, owner, "accessories");
    expect(entry).toMatchObject({
      action: "size-guide.remove",
      before: { guide: belts },
      after: { guide: null },
    });
  });

  it("refuses a guide out of bounds with a 400 naming each field, and changes nothing", async () => {
    const kept = await guideOf("shoes");
    const refusals: [unknown, string][] = [
      [{ ...bagGuide, title: " " }, "title: This field is required"],
      [{ ...bagGuide, title: "x".repeat(81) }, "title: must be at most 80 characters"],
      [{ ...bagGuide, columns: [] }, "columns: must name at least one column"],
      [{ ...bagGuide, columns: Array(9).fill("EU") }, "columns: must be at most 8 columns"],
      [{ ...bagGuide, rows: [] }, "rows: must have at least one row"],
      [{ ...bagGuide, rows: Array(41).fill(bagGuide.rows[0]) }, "rows: must be at most 40 rows"],
      [{ ...bagGuide, rows: [["Small", "22"]] }, "rows.0: must have 5 cells, one per column"],
      [{ ...bagGuide, rows: [["", " ", "", "", ""]] }, "rows.0: must not be empty"],
      [{ ...bagGuide, rows: [["x".repeat(41), "", "", "", ""]] }, "rows.0.0: must be at most 40 characters"],
      [{ ...bagGuide, note: "x".repeat(501) }, "note: must be at most 500 characters"],
    ];
    for (const [body, reason] of refusals) {
      const refused = await shop.send("PUT", "/admin/size-guides/shoes", owner.headers, body);
      expect(refused.statusCode, reason).toBe(400);
      expect(refused.json().errors, reason).toContain(reason);
    }
    const { note: _note, ...withoutNote } = bagGuide;
    const partial = await shop.send("PUT", "/admin/size-guides/shoes", owner.headers, withoutNote);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual(["note: This field is required"]);
    const unknown = await shop.send("PUT", "/admin/size-guides/hats", owner.headers, bagGuide);
    expect(unknown.statusCode).toBe(404);
    expect(await guideOf("shoes")).toEqual(kept);
    expect(await auditEntriesOf(shop, owner, "shoes")).toEqual([]);
  });
});
