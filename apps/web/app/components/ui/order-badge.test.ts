import { describe, expect, it } from "vitest";
import { badgeToneOf } from "./order-badge.tsx";

describe("badgeToneOf", () => {
  it("gives the four statuses of docs/product.md §4 their own badge, and PROCESSING the pending one", () => {
    expect(badgeToneOf("DELIVERED")).toBe("delivered");
    expect(badgeToneOf("CANCELLED")).toBe("cancelled");
    expect(badgeToneOf("SHIPPED")).toBe("shipped");
    expect(badgeToneOf("PENDING")).toBe("pending");
    expect(badgeToneOf("PROCESSING")).toBe("pending");
  });
});
