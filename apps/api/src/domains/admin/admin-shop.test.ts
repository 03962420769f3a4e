import type { AdminMessage } from "@oja/contracts/admin-messages";
import type { AdminSubscriber } from "@oja/contracts/admin-subscribers";
import type { Settings } from "@oja/contracts/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { auditEntriesOf } from "../../test/admin.ts";
import { addedToCart, placedOrder } from "../../test/orders.ts";
import { productNamed } from "../../test/products.ts";
import { newClient, type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// The owner's admin, the rest of the day (issue 15, Deliver item 5): contact messages marked handled,
// the newsletter's subscribers as JSON and CSV, and the settings, whose new discount reaches prices
// and carts at once but never an order already placed. Promo codes: admin-promo-codes.test.ts.

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

describe("the admin area's door, for the rest of the day", () => {
  it("answers 401 without a session and 403 for a shopper on every call, and changes nothing", async () => {
    const shopper = await signedInShopper(shop);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const calls: ["GET" | "POST" | "PUT", string][] = [
      ["GET", "/admin/promo-codes"],
      ["POST", "/admin/promo-codes"],
      ["PUT", `/admin/promo-codes/${unknown}`],
      ["GET", "/admin/messages"],
      ["POST", `/admin/messages/${unknown}/handled`],
      ["GET", "/admin/subscribers"],
      ["GET", "/admin/subscribers?format=csv"],
      ["GET", "/admin/settings"],
      ["PUT", "/admin/settings"],
    ];
    for (const [method, url] of calls) {
      expect((await shop.call({ method, url })).statusCode, url).toBe(401);
      const refused = await shop.send(method, url, shopper.headers, { discountPercent: 90 });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe("Only the shop's staff may do this.");
    }
    const settings = (await shop.get("/settings/default")).json().data as Settings;
    expect(settings.discountPercent).toBe(10);
  });
});

describe("contact messages in the admin area", () => {
  it("lists messages waiting and handled, marks one handled once, and logs it", async () => {
    const subject = `Sizing ${newCode()}`;
    const sent = await shop.post(
      "/contact/messages",
      {
        name: "Chiamaka Eze",
        phoneNumber: "08031234567",
        email: "chiamaka@example.com",
        subject,
        message: "Should I order a 41 or a 42 in the Eko loafer?",
      },
      newClient(),
    );
    expect(sent.statusCode, sent.body).toBe(201);

    const waiting = (await asOwner("GET", "/admin/messages?handled=false&limit=100")).json().data
      .messages as AdminMessage[];
    const message = waiting.find((one) => one.subject === subject);
    expect(message).toMatchObject({ name: "Chiamaka Eze", handledAt: null });
    if (!message) return;

    const marked = await asOwner("POST", `/admin/messages/${message.id}/handled`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe("The message from Chiamaka Eze is marked handled.");
    const handledAt = marked.json().data.handledAt as string;
    expect(handledAt).toBeTruthy();
    const again = await asOwner("POST", `/admin/messages/${message.id}/handled`);
    expect(again.json().message).toBe("The message from Chiamaka Eze was already marked handled.");
    expect(again.json().data.handledAt).toBe(handledAt);

    const handled = (await asOwner("GET", "/admin/messages?handled=true&limit=100")).json().data
      .messages as AdminMessage[];
    expect(handled.map((one) => one.id)).toContain(message.id);
    const stillWaiting = (await asOwner("GET", "/admin/messages?handled=false&limit=100")).json().data
      .messages as AdminMessage[];
    expect(stillWaiting.map((one) => one.id)).not.toContain(message.id);
    expect((await auditOf(message.id)).map((entry) => entry.action)).toEqual(["message.handled"]);

    expect((await asOwner("GET", "/admin/messages?handled=maybe")).statusCode).toBe(400);
    const unknown = await asOwner("POST", "/admin/messages/00000000-0000-4000-8000-000000000000/handled");
    expect(unknown.statusCode).toBe(404);
  });
});

describe("newsletter subscribers in the admin area", () => {
  it("pages through subscribers as JSON and exports them all as a CSV safe for spreadsheets", async () => {
    const people = [
      { name: "Tunde Bakare", email: "tunde@example.com" },
      { name: '=HYPERLINK("http://evil.example","Click")', email: "formula@example.com" },
      { name: 'Ngozi "Zee", Okoro', email: "ngozi@example.com" },
    ];
    for (const person of people) {
      expect((await shop.post("/newsletter/subscriptions", person, newClient())).statusCode).toBe(200);
    }

    const firstPage = await asOwner("GET", "/admin/subscribers?limit=2");
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json().data.subscribers).toHaveLength(2);
    expect(firstPage.json().data.pagination).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const secondPage = (await asOwner("GET", "/admin/subscribers?limit=2&page=2")).json().data
      .subscribers as AdminSubscriber[];
    expect(secondPage).toHaveLength(1);

    for (const asked of [
      shop.send("GET", "/admin/subscribers?limit=1", { ...owner.headers, accept: "text/csv" }),
      asOwner("GET", "/admin/subscribers?format=csv"),
    ]) {
      const csv = await asked;
      expect(csv.statusCode).toBe(200);
      expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(csv.headers["content-disposition"]).toMatch(
        /^attachment; filename="oja-subscribers-[\d-]+\.csv"$/,
      );
      const lines = csv.body.split("\r\n");
      expect(lines[0]).toBe("name,email,subscribed_at");
      expect(lines).toHaveLength(5);
      expect(lines[1]).toMatch(/^Tunde Bakare,tunde@example\.com,\d{4}-/);
      expect(lines[2]).toMatch(
        /^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",formula@example\.com,/,
      );
      expect(lines[3]).toMatch(/^"Ngozi ""Zee"", Okoro",ngozi@example\.com,/);
    }
  });
});

describe("settings in the admin area", () => {
  it("saves sanitised texts and the offices: changed, added and removed, in the order given", async () => {
    const before = (await asOwner("GET", "/admin/settings")).json().data as Settings;
    const [lagos] = before.officeLocations;
    if (!lagos) throw new Error("the demo shop has an office");
    // Read first, so the settings' answer is kept: the write must drop it.
    const kept = await shop.get("/settings/default");
    const saved = await asOwner("PUT", "/admin/settings", {
      ceoWelcomeMessage: '<h3>Welcome</h3><p>Made <strong>by hand</strong>.</p><script>alert("x")</script>',
      about: '<ul><li>Full-grain leather</li></ul><a href="javascript:alert(1)">see</a>',
      officeLocations: [
        {
          name: "Abuja Studio",
          address1: "5 Aminu Kano Crescent",
          city: "Wuse II",
          state: "FCT",
          country: "Nigeria",
          phoneNumber: "08090000000",
          email: "abuja@example.com",
        },
        { ...lagos, name: "Lekki Showroom" },
      ],
      discountPercent: before.discountPercent,
      vatPercent: before.vatPercent,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fresh = await shop.get("/settings/default");
    expect(fresh.headers.etag).not.toBe(kept.headers.etag);
    const after = fresh.json().data as Settings;
    expect(after.ceoWelcomeMessage).toBe("<h3>Welcome</h3><p>Made <strong>by hand</strong>.</p>");
    expect(after.about).toBe("<ul><li>Full-grain leather</li></ul><a>see</a>");
    expect(after.officeLocations.map((office) => office.name)).toEqual(["Abuja Studio", "Lekki Showroom"]);
    expect(after.officeLocations[1]?.id).toBe(lagos.id);

    const removed = await asOwner("PUT", "/admin/settings", {
      ceoWelcomeMessage: before.ceoWelcomeMessage,
      about: before.about,
      officeLocations: [lagos],
      discountPercent: before.discountPercent,
      vatPercent: before.vatPercent,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.officeLocations).toEqual([lagos]);
    const log = (await auditOf("default")).filter((entry) => entry.action === "settings.update");
    expect(log.length).toBeGreaterThanOrEqual(2);
  });

  it("refuses bad settings with one error per field and changes nothing", async () => {
    const kept = await shop.get("/settings/default");
    const refused = await asOwner("PUT", "/admin/settings", {
      ceoWelcomeMessage: "<script>alert(1)</script>",
      about: "<p>About</p>",
      officeLocations: [],
      discountPercent: 95,
      vatPercent: -1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      "officeLocations: must list at least one office: pickup orders are collected at the first",
      "discountPercent: must be at most 90",
      "vatPercent: must not be negative",
    ]);
    const emptied = await asOwner("PUT", "/admin/settings", {
      ceoWelcomeMessage: "<script>alert(1)</script>",
      about: "<p>About</p>",
      officeLocations: [
        {
          id: "00000000-0000-4000-8000-000000000000",
          name: "Nowhere",
          address1: "1 Road",
          city: "Ikeja",
          state: "Lagos",
          country: "Nigeria",
          phoneNumber: "08031234567",
          email: "nowhere@example.com",
        },
      ],
      discountPercent: 10,
      vatPercent: 7.5,
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toEqual(["officeLocations.0.id: is not an office on record"]);
    const after = await shop.get("/settings/default");
    expect(after.body).toBe(kept.body);
    expect(after.headers.etag).toBe(kept.headers.etag);
  });

  it("a 20% discount changes a product's sale price and a cart's quote at once, never a placed order", async () => {
    const slug = "ikoyi-penny-loafer";
    const shopper = await signedInShopper(shop);
    const placed = await placedOrder(shop, shopper, slug);
    await addedToCart(shop, shopper, slug);
    const cartBefore = (await shop.send("GET", `/users/${shopper.id}/cart`, shopper.headers)).json().data;
    const product = await productNamed(shop, slug);
    expect(product.salePrice).toBe(product.price * 0.9);

    const settings = (await asOwner("GET", "/admin/settings")).json().data as Settings;
    const saved = await asOwner("PUT", "/admin/settings", {
      ceoWelcomeMessage: settings.ceoWelcomeMessage,
      about: settings.about,
      officeLocations: settings.officeLocations,
      discountPercent: 20,
      vatPercent: settings.vatPercent,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.discountPercent).toBe(20);

    expect((await productNamed(shop, slug)).salePrice).toBe(product.price * 0.8);
    const listed = (await shop.get(`/products?q=${encodeURIComponent(product.name)}`)).json().data.data;
    expect(listed.find((one: { slug: string }) => one.slug === slug)?.salePrice).toBe(product.price * 0.8);
    const cartAfter = (await shop.send("GET", `/users/${shopper.id}/cart`, shopper.headers)).json().data;
    expect(cartAfter.quote.subtotal).toBe(cartBefore.quote.subtotal);
    expect(cartAfter.quote.discount).toBe(product.price * 0.2);
    expect(cartBefore.quote.discount).toBe(product.price * 0.1);
    expect(cartAfter.quote.total).toBeLessThan(cartBefore.quote.total);

    const orderNow = (
      await shop.send("GET", `/users/${shopper.id}/orders/${placed.id}`, shopper.headers)
    ).json().data;
    expect({ discount: orderNow.discount, vat: orderNow.vat, total: orderNow.total }).toEqual({
      discount: placed.discount,
      vat: placed.vat,
      total: placed.total,
    });
    const next = await shop.send("POST", `/users/${shopper.id}/orders`, shopper.headers, {
      pickupAt: "pickup",
    });
    expect(next.json().data.discount).toBe(product.price * 0.2);
  });
});
