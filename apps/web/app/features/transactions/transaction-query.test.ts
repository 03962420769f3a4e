import type { Transaction } from "@oja/contracts/payments";
import { describe, expect, it } from "vitest";
import {
  matchingTransactions,
  summaryCardsOf,
  transactionQueryOf,
  transactionsSearch,
} from "./transaction-query.ts";

const transaction = (reference: string, status: Transaction["status"], amount: number): Transaction => ({
  id: crypto.randomUUID(),
  reference,
  type: "PAYMENT",
  amount,
  status,
  createdAt: "2026-11-23T10:00:00.000Z",
  description: null,
  paymentId: null,
  order: null,
});

const page = [
  transaction("OJA-AAA111", "COMPLETED", 1000.1),
  transaction("OJA-BBB222", "COMPLETED", 2000.2),
  transaction("OJA-CCC333", "PENDING", 50),
  transaction("OJA-DDD444", "FAILED", 75.5),
  transaction("OJA-EEE555", "REVERSED", 10),
];

describe("summaryCardsOf", () => {
  it("counts and sums the page: all, successful, pending and failed, in exact naira", () => {
    expect(summaryCardsOf(page)).toEqual([
      { title: "Total", count: 5, amount: 3135.8 },
      { title: "Successful", count: 2, amount: 3000.3 },
      { title: "Pending", count: 1, amount: 50 },
      { title: "Failed", count: 1, amount: 75.5 },
    ]);
    expect(summaryCardsOf([]).map((card) => card.count)).toEqual([0, 0, 0, 0]);
  });

  it("counts an attempt the shop cancelled in Total alone: it is neither pending nor failed", () => {
    const cancelled = [
      transaction("OJA-FFF666", "CANCELLED", 400),
      transaction("OJA-GGG777", "PENDING", 360),
    ];
    expect(summaryCardsOf(cancelled)).toEqual([
      { title: "Total", count: 2, amount: 760 },
      { title: "Successful", count: 0, amount: 0 },
      { title: "Pending", count: 1, amount: 360 },
      { title: "Failed", count: 0, amount: 0 },
    ]);
  });
});

describe("matchingTransactions", () => {
  it("finds a transaction by its id whatever the case, and all of them for no search", () => {
    expect(matchingTransactions(page, "oja-bbb").map((found) => found.reference)).toEqual(["OJA-BBB222"]);
    expect(matchingTransactions(page, "  ")).toHaveLength(5);
    expect(matchingTransactions(page, "zzz")).toEqual([]);
  });
});

describe("transactionQueryOf / transactionsSearch", () => {
  it("reads the page and search leniently and writes back only what is not the default", () => {
    expect(transactionQueryOf(new URLSearchParams("page=2&search=+oja+&details=x"))).toEqual({
      page: 2,
      search: "oja",
      details: "x",
    });
    expect(transactionQueryOf(new URLSearchParams("page=nope"))).toEqual({
      page: 1,
      search: "",
      details: undefined,
    });
    expect(transactionsSearch({ page: 1, search: "" })).toBe("");
    expect(transactionsSearch({ page: 3, search: "OJA" })).toBe("?search=OJA&page=3");
  });
});
