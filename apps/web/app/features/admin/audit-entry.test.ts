import { describe, expect, it } from "vitest";
import { actionName, changedFields } from "./audit-entry.ts";

describe("an audit log entry in the owner's words", () => {
  it("names every action the API writes, and an unknown one as recorded", () => {
    expect(actionName("product.photo.add")).toBe("Photo added");
    expect(actionName("order.refund")).toBe("Order refunded");
    expect(actionName("something.older")).toBe("something.older");
  });

  it("shows only the fields a change touched, money in naira", () => {
    const before = {
      name: "Yaba Satchel",
      price: 185000,
      sizes: ["One Size"],
      accountStatus: "ACTIVE",
      updatedAt: "2026-11-24T10:00:00.000Z",
    };
    const after = {
      ...before,
      price: 190000,
      accountStatus: "SUSPENDED",
      updatedAt: "2026-11-25T09:30:00.000Z",
    };
    expect(changedFields({ before, after })).toEqual([
      { name: "Price", before: "₦185,000", after: "₦190,000" },
      { name: "Account status", before: "ACTIVE", after: "SUSPENDED" },
    ]);
    expect(changedFields({ before: { refunded: 0 }, after: { refunded: 43200, reason: "Scuffed" } })).toEqual(
      [
        { name: "Refunded", before: "₦0", after: "₦43,200" },
        { name: "Reason", before: null, after: "Scuffed" },
      ],
    );
  });

  it("shows every field written when there was nothing before, shortening long texts", () => {
    const description = "Vegetable-tanned. ".repeat(20);
    const fields = changedFields({
      before: null,
      after: { sizes: ["40", "41"], description, note: null, createdAt: "2026-11-25T09:30:00.000Z" },
    });
    expect(fields.map((field) => [field.name, field.before])).toEqual([
      ["Sizes", null],
      ["Description", null],
      ["Note", null],
      ["Created at", null],
    ]);
    expect(fields[0]?.after).toBe("40, 41");
    expect(fields[1]?.after).toHaveLength(120);
    expect(fields[1]?.after.endsWith("…")).toBe(true);
    expect(fields[2]?.after).toBe("—");
    expect(fields[3]?.after).toBe("Nov 25, 2026, 10:30 AM");
  });

  it("never shows JSON: records by their name or fields, photos by file, variants one by one", () => {
    expect(
      changedFields({
        before: { category: { id: "c1", name: "Bags" }, kind: "FIXED", value: 5000, discountPercent: 10 },
        after: { category: { id: "c2", name: "Shoes" }, kind: "FIXED", value: 2500, discountPercent: 15 },
      }),
    ).toEqual([
      { name: "Category", before: "Bags", after: "Shoes" },
      { name: "Value", before: "₦5,000", after: "₦2,500" },
      { name: "Discount percent", before: "10%", after: "15%" },
    ]);
    expect(
      changedFields({
        before: { images: ["/uploads/products/bag/a1.webp"] },
        after: { images: ["/uploads/products/bag/a1.webp", "/uploads/products/bag/b2.webp"] },
      }),
    ).toEqual([{ name: "Images", before: "a1.webp", after: "a1.webp, b2.webp" }]);
    const variant = { id: "v1", size: "40", color: "Black", sku: "YS-40-BLK", stock: 2, price: null };
    expect(
      changedFields({
        before: [variant, { ...variant, id: "v2", color: "Tan" }],
        after: [
          { ...variant, stock: 5 },
          { ...variant, id: "v2", color: "Tan" },
        ],
      }),
    ).toEqual([
      {
        name: "40 · Black",
        before: "SKU YS-40-BLK, Stock 2, Price —",
        after: "SKU YS-40-BLK, Stock 5, Price —",
      },
    ]);
  });
});
