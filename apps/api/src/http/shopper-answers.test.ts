import { randomUUID } from "node:crypto";
import type { Cart } from "@oja/contracts/cart-api";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { memoryAnswerStore } from "./answer-cache.ts";
import { createShopperAnswers, type ShopperAnswersOptions } from "./shopper-answers.ts";

// A shopper's answers kept by one process (decision 047), with carts as the answer: what is answered
// again, and what makes it read again. The database is stood in for by a counted reader whose cart the
// test changes; Redis's side is proven across two processes in domains/shell/kept-across-processes.test.ts.

const log = Fastify({ logger: false }).log;

function cartWith(count: number): Cart {
  return {
    items: [],
    cartItemsCount: count,
    cartItemsTotalAmount: 0,
    quote: { subtotal: 0, discount: 0, vat: 0, total: 0 },
  };
}

function keptCarts(options: Partial<ShopperAnswersOptions> = {}) {
  const catalog = memoryAnswerStore();
  const carts = createShopperAnswers<Cart>({
    redis: undefined,
    databaseKind: "pglite",
    catalogVersion: () => catalog.version(),
    namespace: `oja-carts-test:${randomUUID()}:`,
    log,
    ...options,
  });
  return { carts, catalog };
}

/** A cart in "the database": how often it was read, and its count to change. */
function storedCart() {
  const stored = { count: 1, reads: 0 };
  const read = async () => {
    stored.reads += 1;
    return cartWith(stored.count);
  };
  return { stored, read };
}

describe("the kept carts of one process (PGlite, no Redis)", () => {
  it("reads a cart once, then answers it again while nothing moved", async () => {
    const { carts } = keptCarts();
    const { stored, read } = storedCart();
    const userId = randomUUID();
    for (let call = 0; call < 3; call += 1) {
      expect((await carts.answerOf(userId, read)).cartItemsCount).toBe(1);
    }
    expect(stored.reads).toBe(1);
    expect(carts.mode).toBe("in-process");
  });

  it("reads again after the shopper's lines change, and only that shopper's cart", async () => {
    const { carts } = keptCarts();
    const mine = storedCart();
    const theirs = storedCart();
    const [me, them] = [randomUUID(), randomUUID()];
    await carts.answerOf(me, mine.read);
    await carts.answerOf(them, theirs.read);
    mine.stored.count = 2;
    await carts.changed(me);
    expect((await carts.answerOf(me, mine.read)).cartItemsCount).toBe(2);
    await carts.answerOf(them, theirs.read);
    expect([mine.stored.reads, theirs.stored.reads]).toEqual([2, 1]);
  });

  it("reads every cart again after a write of the catalog (a price, stock, the rates)", async () => {
    const { carts, catalog } = keptCarts();
    const { stored, read } = storedCart();
    const userId = randomUUID();
    await carts.answerOf(userId, read);
    await catalog.bump();
    await carts.answerOf(userId, read);
    await carts.answerOf(userId, read);
    expect(stored.reads).toBe(2);
  });

  it("does not keep a cart read while a change to it was being made", async () => {
    const { carts } = keptCarts();
    const { stored } = storedCart();
    const userId = randomUUID();
    // The change commits and is told while the read is under way: what the read saw may be the old cart.
    const overlapped = async () => {
      stored.reads += 1;
      const seen = cartWith(stored.count);
      stored.count = 2;
      await carts.changed(userId);
      return seen;
    };
    expect((await carts.answerOf(userId, overlapped)).cartItemsCount).toBe(1);
    const read = async () => {
      stored.reads += 1;
      return cartWith(stored.count);
    };
    expect((await carts.answerOf(userId, read)).cartItemsCount).toBe(2);
    expect(stored.reads).toBe(2);
  });

  it("does not keep a cart read while the catalog moved", async () => {
    const { carts, catalog } = keptCarts();
    const { stored, read } = storedCart();
    const userId = randomUUID();
    const overlapped = async () => {
      const seen = await read();
      await catalog.bump();
      return seen;
    };
    await carts.answerOf(userId, overlapped);
    await carts.answerOf(userId, read);
    expect(stored.reads).toBe(2);
  });
});

describe("a shopper's answer in parts (their review of each product)", () => {
  it("keeps each part apart, and a change to the shopper reads every part again", async () => {
    const { carts } = keptCarts();
    const first = storedCart();
    const second = storedCart();
    const userId = randomUUID();
    for (let call = 0; call < 2; call += 1) {
      await carts.answerOf(userId, first.read, "first");
      await carts.answerOf(userId, second.read, "second");
    }
    expect([first.stored.reads, second.stored.reads]).toEqual([1, 1]);
    await carts.changed(userId);
    await carts.answerOf(userId, first.read, "first");
    await carts.answerOf(userId, second.read, "second");
    expect([first.stored.reads, second.stored.reads]).toEqual([2, 2]);
  });

  it("keeps at most 50 parts of one shopper, the least recently kept going first", async () => {
    const { carts } = keptCarts();
    const { stored, read } = storedCart();
    const userId = randomUUID();
    for (let part = 0; part <= 50; part += 1) await carts.answerOf(userId, read, `product-${part}`);
    expect(stored.reads).toBe(51);
    await carts.answerOf(userId, read, "product-50");
    await carts.answerOf(userId, read, "product-1");
    expect(stored.reads).toBe(51);
    await carts.answerOf(userId, read, "product-0");
    expect(stored.reads).toBe(52);
  });
});

describe("PostgreSQL without Redis", () => {
  it("keeps nothing: another process could change a cart unseen", async () => {
    const { carts } = keptCarts({ databaseKind: "postgres" });
    const { stored, read } = storedCart();
    const userId = randomUUID();
    await carts.answerOf(userId, read);
    await carts.answerOf(userId, read);
    expect(stored.reads).toBe(2);
    expect(carts.mode).toBe("off");
  });
});
