import { describe, expect, it } from "vitest";
import { changedFields } from "./admin-audit-log.tsx";

describe("changedFields", () => {
  it("shows only the fields a change touched, before and after", () => {
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
      { name: "Price", before: "185000", after: "190000" },
      { name: "Account status", before: "ACTIVE", after: "SUSPENDED" },
    ]);
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
});
