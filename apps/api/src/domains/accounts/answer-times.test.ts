import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClient, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The calls that promise not to tell whether an address has an account must not tell it by their
// time either (decision 020): a known address, which gets a code and an e-mail, and an unknown one,
// which gets nothing, are answered in the same time. A bound on times is this feature itself.

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const rounds = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median time of `rounds` calls for each address, taken in turns so that both meet the same load. */
async function medianTimes(path: string, known: string, unknown: string) {
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const);
    for (const kind of order) {
      const started = performance.now();
      // A client address of its own each time: the code calls are limited to 5 in 10 minutes a client.
      const answer = await shop.post(path, { email: kind === "known" ? known : unknown }, newClient());
      times[kind].push(performance.now() - started);
      expect(answer.statusCode, answer.body).toBe(200);
    }
  }
  return { known: median(times.known), unknown: median(times.unknown) };
}

describe("a call that does not tell whether an address has an account", () => {
  it("answers a known and an unknown address in the same time: send-otp and forgot-password", async () => {
    const shopper = await signedInShopper(shop);
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    const paths = ["/users/send-otp", "/users/forgot-password"];
    // Both calls measured at once, each taking turns between the two addresses.
    const measured = await Promise.all(paths.map((path) => medianTimes(path, shopper.email, unknown)));
    for (const [index, times] of measured.entries()) {
      const described = `${paths[index]}: ${JSON.stringify(times)}`;
      // Without the same time, a known address took about twice as long as an unknown one.
      expect(times.known / times.unknown, described).toBeLessThan(1.2);
      expect(times.unknown / times.known, described).toBeLessThan(1.2);
    }
  }, 90_000);
});
