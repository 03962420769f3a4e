import type { AdminPromoCode } from "@oja/contracts/admin-promo-codes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { auditEntriesOf } from "../../test/admin.ts";
import { addedToCart, placedOrder } from "../../test/orders.ts";
import { type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";

// Promo codes in the owner's admin (issue 15, Deliver item 5): added, changed and expired with their
// uses, each write in the audit log, and a limit never lowered below the uses, also under a race.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInOwner(shop);
});
afterAll(() => shop.close());

function asOwner(method: "GET" | "POST" | "PUT", url: string, body?: unknown) {
  return shop.send(method, url, owner.headers, body);
}

const auditOf = (subjectId: string) => auditEntriesOf(shop, owner, subjectId);

const newCode = () => `TEST${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

describe("promo codes in the admin area", () => {
  it("adds a code a shopper can then apply, lists it with its uses, and logs the write", async () => {
    const code = newCode();
    const created = await asOwner("POST", "/admin/promo-codes", {
      code: code.toLowerCase(),
      kind: "FIXED",
      value: 2500,
      minimumOrder: 10_000,
      usageLimit: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const promo = created.json().data as AdminPromoCode;
    expect(promo).toMatchObject({ code, kind: "FIXED", value: 2500, minimumOrder: 10_000, used: 0 });

    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper, "ikoyi-penny-loafer");
    const applied = await shop.send("POST", `/payments/${shopper.id}/promo-code/apply`, shopper.headers, {
      code,
      orderId: order.id,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.promoDiscount).toBe(2500);

    const listed = (await asOwner("GET", "/admin/promo-codes?limit=100")).json().data
      .promoCodes as AdminPromoCode[];
    expect(listed.find((one) => one.id === promo.id)?.used).toBe(1);
    expect(listed.map((one) => one.code)).toEqual(expect.arrayContaining(["WELCOME10", "LAUNCH1"]));
    const [entry] = await auditOf(promo.id);
    expect(entry).toMatchObject({ action: "promo-code.create", admin: owner.email, before: null });
  });

  it("refuses a duplicate code with 409 and bad values with one error per field", async () => {
    const duplicate = await asOwner("POST", "/admin/promo-codes", {
      code: "welcome10",
      kind: "PERCENTAGE",
      value: 5,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("Another promo code already has this code. Choose another.");

    for (const [body, error] of [
      [{ code: newCode(), kind: "PERCENTAGE", value: 120 }, "value: must be at most 100"],
      [{ code: newCode(), kind: "PERCENTAGE", value: 0.5 }, "value: must be at least 1"],
      [{ code: newCode(), kind: "FIXED", value: 0 }, "value: must be at least ₦0.01"],
      [
        { code: newCode(), kind: "FIXED", value: 10.005 },
        "value: must be a whole number of kobo (at most two decimals)",
      ],
    ] as const) {
      const refused = await asOwner("POST", "/admin/promo-codes", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().errors).toEqual([error]);
    }
    const several = await asOwner("POST", "/admin/promo-codes", {
      code: "x y",
      kind: "HALF",
      value: 10,
      usageLimit: 0,
    });
    expect(several.statusCode).toBe(400);
    expect(several.json().errors).toEqual([
      "code: must be letters, digits, hyphens or underscores",
      "kind: must be one of PERCENTAGE, FIXED",
      "usageLimit: must be 1 or more",
    ]);
  });

  it("changes a code, refuses a value wrong for its kind, and expires it so shoppers are refused", async () => {
    const code = newCode();
    const promo = (
      await asOwner("POST", "/admin/promo-codes", { code, kind: "PERCENTAGE", value: 10, usageLimit: 3 })
    ).json().data as AdminPromoCode;
    const shopper = await signedInShopper(shop);
    const first = await placedOrder(shop, shopper);
    await shop.send("POST", `/payments/${shopper.id}/promo-code/apply`, shopper.headers, {
      code,
      orderId: first.id,
    });

    const changed = await asOwner("PUT", `/admin/promo-codes/${promo.id}`, {
      ...promo,
      value: 12.5,
      usageLimit: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ value: 12.5, usageLimit: 1, used: 1, expired: false });

    const notForTheKind = await asOwner("PUT", `/admin/promo-codes/${promo.id}`, {
      ...promo,
      kind: "FIXED",
      value: -1,
    });
    expect(notForTheKind.statusCode).toBe(400);
    expect(notForTheKind.json().errors).toEqual(["value: must be at least ₦0.01"]);
    const overAHundred = await asOwner("PUT", `/admin/promo-codes/${promo.id}`, { ...promo, value: 150 });
    expect(overAHundred.json().errors).toEqual(["value: must be at most 100"]);
    const taken = await asOwner("PUT", `/admin/promo-codes/${promo.id}`, { ...promo, code: "LAUNCH1" });
    expect(taken.statusCode).toBe(409);
    const unknown = await asOwner("PUT", "/admin/promo-codes/00000000-0000-4000-8000-000000000000", {
      ...promo,
      value: 5,
    });
    expect(unknown.statusCode).toBe(404);

    const expired = await asOwner("PUT", `/admin/promo-codes/${promo.id}`, {
      ...promo,
      usageLimit: 2,
      expiresAt: new Date().toISOString(),
    });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json().data.expired).toBe(true);
    expect(expired.json().message).toBe(`The promo code ${code} has been saved; it has expired.`);
    await addedToCart(shop, shopper, "ikoyi-penny-loafer");
    const preview = await shop.send("POST", `/payments/${shopper.id}/promo-code/preview`, shopper.headers, {
      code,
    });
    expect(preview.statusCode).toBe(409);
    expect(preview.json().message).toBe("This promo code has expired.");
  });

  it("never lowers a limit below the uses so far", async () => {
    const code = newCode();
    const promo = (
      await asOwner("POST", "/admin/promo-codes", { code, kind: "PERCENTAGE", value: 10, usageLimit: 5 })
    ).json().data as AdminPromoCode;
    for (let use = 0; use < 2; use += 1) {
      const shopper = await signedInShopper(shop);
      const order = await placedOrder(shop, shopper);
      const applied = await shop.send("POST", `/payments/${shopper.id}/promo-code/apply`, shopper.headers, {
        code,
        orderId: order.id,
      });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    const refused = await asOwner("PUT", `/admin/promo-codes/${promo.id}`, { ...promo, usageLimit: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(["usageLimit: must be at least 2, the uses so far"]);
    const kept = await asOwner("PUT", `/admin/promo-codes/${promo.id}`, { ...promo, usageLimit: 2 });
    expect(kept.json().data).toMatchObject({ usageLimit: 2, used: 2 });
  });

  it.skipIf(!racesCanRun)(
    "holds a limit the owner lowers while shoppers apply the code at once on two processes",
    async () => {
      // Both writes are conditional updates of the code's row: the owner's lowers the limit only where the
      // uses are within it, a shopper's counts a use only where it stays within the limit. Whichever
      // commits first, the other sees its result, so the uses never pass the limit that holds.
      const slugs = ["falomo-card-holder", "eko-bifold-wallet", "ikoyi-dress-belt"];
      for (const [round, ownerGoesAfter] of [0, 3, 6].entries()) {
        const code = newCode();
        const promo = (
          await asOwner("POST", "/admin/promo-codes", { code, kind: "FIXED", value: 1000, usageLimit: 8 })
        ).json().data as AdminPromoCode;
        const shoppers = await Promise.all([0, 1, 2, 3, 4, 5].map(() => signedInShopper(shop)));
        const placed: Awaited<ReturnType<typeof placedOrder>>[] = [];
        for (const shopper of shoppers) placed.push(await placedOrder(shop, shopper, slugs[round]));
        // Opened after the sign-ups, whose codes this process's mail sender must be the one to send.
        const second = await createTestApp({}, { database: await anotherProcess(shop.database) });
        try {
          const requests = shoppers.map((shopper, index) =>
            (index % 2 ? second : shop).send(
              "POST",
              `/payments/${shopper.id}/promo-code/apply`,
              shopper.headers,
              { code, orderId: placed[index]?.id },
            ),
          );
          requests.splice(
            ownerGoesAfter,
            0,
            asOwner("PUT", `/admin/promo-codes/${promo.id}`, { ...promo, usageLimit: 2 }),
          );
          const answers = await Promise.all(requests);
          const [ownerAnswer] = answers.splice(ownerGoesAfter, 1);
          const applied = answers.filter((answer) => answer.statusCode === 200).length;
          expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);

          const listed = (await asOwner("GET", "/admin/promo-codes?limit=100")).json().data
            .promoCodes as AdminPromoCode[];
          const after = listed.find((one) => one.id === promo.id);
          expect(after?.used).toBe(applied);
          if (ownerAnswer?.statusCode === 200) {
            expect(after?.usageLimit).toBe(2);
            expect(applied).toBeLessThanOrEqual(2);
          } else {
            // Refused: more than two uses had counted already, and the limit of eight stayed.
            expect(ownerAnswer?.statusCode, ownerAnswer?.body).toBe(400);
            expect(after?.usageLimit).toBe(8);
            expect(applied).toBe(6);
          }
          const refused = answers.find((answer) => answer.statusCode === 409);
          if (refused) expect(refused.json().message).toBe("This promo code has been used up.");
        } finally {
          await second.close();
        }
      }
    },
  );
});
