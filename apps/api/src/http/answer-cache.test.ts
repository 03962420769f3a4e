import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { cacheAnswers, memoryAnswerStore } from "./answer-cache.ts";

// The kept answers' own rules, on a bare Fastify app whose one route counts how often it is built.

let closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(closing.map((close) => close()));
  closing = [];
});

async function countingApp(status = 200) {
  const app = Fastify();
  const store = memoryAnswerStore();
  let built = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  cacheAnswers(app, store);
  app.get("/figures", async (_request, reply) => {
    built += 1;
    await gate;
    return reply.code(status).send({ built });
  });
  await app.ready();
  closing.push(() => app.close());
  return { app, store, built: () => built, release };
}

describe("kept answers", () => {
  it("build an answer once for many calls that miss it at the same moment", async () => {
    const shop = await countingApp();
    const calls = Array.from({ length: 20 }, () => shop.app.inject({ method: "GET", url: "/figures" }));
    // Let every call reach the route or the wait before the first answer is allowed to finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    shop.release();
    const answers = await Promise.all(calls);
    expect(shop.built()).toBe(1);
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set(['{"built":1}']));
    expect(answers.every((answer) => answer.statusCode === 200 && answer.headers.etag)).toBe(true);
  });

  it("let each waiting call build its own answer when the first does not end in a 200", async () => {
    const shop = await countingApp(503);
    const calls = Array.from({ length: 3 }, () => shop.app.inject({ method: "GET", url: "/figures" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    shop.release();
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
    expect(shop.built()).toBe(3);
  });

  it("never answer from before a bump, nor keep an answer read before it", async () => {
    const store = memoryAnswerStore();
    const before = await store.version();
    await store.set(before, "/a", { body: "old", etag: '"old"' });
    await store.bump();
    const now = await store.version();
    expect(await store.get(now, "/a")).toBeUndefined();
    await store.set(before, "/a", { body: "late", etag: '"late"' });
    expect(await store.get(now, "/a")).toBeUndefined();
  });

  it("keep at most their capacity, forgetting the one used longest ago", async () => {
    const store = memoryAnswerStore();
    const version = await store.version();
    for (let index = 0; index <= 2000; index += 1) {
      await store.set(version, `/products?q=${index}`, { body: String(index), etag: `"${index}"` });
    }
    expect(await store.get(version, "/products?q=0")).toBeUndefined();
    expect(await store.get(version, "/products?q=2000")).toEqual({ body: "2000", etag: '"2000"' });
  });
});
