import type { AuditEntry } from "@oja/contracts/admin";
import { type AdminOrder, refundAskedMessage } from "@oja/contracts/admin-orders";
import type { Order } from "@oja/contracts/orders";
import type { Dashboard } from "@oja/contracts/reports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { paidOrder, placedOrder, refundsSettled } from "../../test/orders.ts";
import { setFirstVariantStock, stockOf } from "../../test/products.ts";
import { type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { ensureAdmin } from "../accounts/accounts.service.ts";

// The owner's admin, orders part (issue 15; docs/architecture.md §8): who may call it, moving orders with the
// customer's e-mails, refunds whose sum never exceeds what was paid (also when two race, on two
// processes), and the audit log of every write.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInShopper(shop);
  expect(await ensureAdmin(shop.db, { email: owner.email, password: "unused-here" })).toBe("promoted");
});
afterAll(() => shop.close());

function asOwner(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  app: TestApp = shop,
) {
  return app.send(method, url, owner.headers, body);
}

async function moved(orderId: string, status: string, note?: string) {
  return asOwner("POST", `/admin/orders/${orderId}/status`, { status, ...(note ? { note } : {}) });
}

describe("the admin area's door", () => {
  it("answers 401 without a session and 403 for a shopper, on every call, before reading the body", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const calls: ["GET" | "POST", string][] = [
      ["GET", "/admin/orders"],
      ["GET", `/admin/orders/${order.id}`],
      ["POST", `/admin/orders/${order.id}/status`],
      ["POST", `/admin/orders/${order.id}/refunds`],
      ["GET", "/admin/audit-log"],
      ["GET", "/admin/products"],
      ["POST", "/admin/products"],
    ];
    for (const [method, url] of calls) {
      expect((await shop.call({ method, url })).statusCode, url).toBe(401);
      const refused = await shop.send(method, url, shopper.headers, { status: "CANCELLED" });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe("Only the shop's staff may do this.");
    }
    const orderNow = await shop.send("GET", `/users/${shopper.id}/orders/${order.id}`, shopper.headers);
    expect(orderNow.json().data.status).toBe("PENDING");
  });

  it("makes the owner's account once from the start-up settings, verified and ADMIN", async () => {
    const email = `owner+${Date.now()}@example.com`;
    expect(await ensureAdmin(shop.db, { email, password: "Leather#2026" })).toBe("created");
    expect(await ensureAdmin(shop.db, { email, password: "Leather#2026" })).toBe("unchanged");
    const signedIn = await shop.post("/users/signin", { email, password: "Leather#2026" });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(signedIn.json().data.user).toMatchObject({ role: "ADMIN", isVerified: true });
  });
});

describe("orders in the admin area", () => {
  it("lists every order with its customer, and finds one by number or the customer's e-mail", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    for (const search of [order.orderNumber, shopper.email.toUpperCase()]) {
      const listed = await asOwner("GET", `/admin/orders?search=${encodeURIComponent(search)}`);
      expect(listed.statusCode, listed.body).toBe(200);
      const orders: AdminOrder[] = listed.json().data.orders;
      expect(orders.map((found) => found.id)).toContain(order.id);
      expect(orders.find((found) => found.id === order.id)?.customer.email).toBe(shopper.email);
    }
    const pending = (await asOwner("GET", "/admin/orders?status=PENDING&limit=100")).json().data
      .orders as AdminOrder[];
    expect(pending.every((found) => found.status === "PENDING")).toBe(true);
    expect((await asOwner("GET", "/admin/orders?status=LOST")).statusCode).toBe(400);
  });

  it("ships a paid order with a note, then delivers it; the customer is e-mailed and sees each step", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper, undefined, "ship");
    expect((await moved(order.id, "DELIVERED")).statusCode).toBe(409);

    const shipped = await moved(order.id, "SHIPPED", "GIG Logistics, tracking GIG-4471");
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.status).toBe("SHIPPED");
    expect((await moved(order.id, "SHIPPED")).statusCode).toBe(409);
    const delivered = await moved(order.id, "DELIVERED");
    expect(delivered.json().data.status).toBe("DELIVERED");

    const seen = await shop.send("GET", `/users/${shopper.id}/orders/${order.id}`, shopper.headers);
    expect(seen.json().data.status).toBe("DELIVERED");
    const sent = (await shop.deliveredEmails()).filter((mail) => mail.to === shopper.email);
    const shippedMail = sent.find((mail) => mail.subject.includes("is on its way"));
    expect(shippedMail?.text).toContain("GIG Logistics, tracking GIG-4471");
    expect(sent.some((mail) => mail.subject.includes("is delivered"))).toBe(true);

    const log = (await asOwner("GET", "/admin/audit-log")).json().data.entries as AuditEntry[];
    const moves = log.filter((entry) => entry.subjectId === order.id && entry.action === "order.status");
    expect(moves.map((entry) => [entry.before, entry.after, entry.admin])).toEqual([
      [{ status: "SHIPPED" }, { status: "DELIVERED", note: null }, owner.email],
      [
        { status: "PROCESSING" },
        { status: "SHIPPED", note: "GIG Logistics, tracking GIG-4471" },
        owner.email,
      ],
    ]);
  });

  it("cancels an unpaid order, its stock back, and refuses to cancel a paid one", async () => {
    const shopper = await signedInShopper(shop);
    await setFirstVariantStock(shop, "ikoyi-penny-loafer", 5);
    const before = await stockOf(shop, "ikoyi-penny-loafer");
    const unpaid = await placedOrder(shop, shopper, "ikoyi-penny-loafer");
    expect((await moved(unpaid.id, "CANCELLED")).json().data.status).toBe("CANCELLED");
    expect(await stockOf(shop, "ikoyi-penny-loafer")).toBe(before);
    const paid = await paidOrder(shop, shopper);
    expect((await moved(paid.id, "CANCELLED")).statusCode).toBe(409);
    expect((await moved("7c9e6679-7425-40de-944b-e07fc1f90ae7", "SHIPPED")).statusCode).toBe(404);
  });
});

describe("refunds", () => {
  function refund(orderId: string, amount: number, app: TestApp = shop) {
    return asOwner("POST", `/admin/orders/${orderId}/refunds`, { amount, reason: "A scuffed strap" }, app);
  }

  it("refunds part, then the rest, never more; the customer sees a negative REFUND and loyalty follows", async () => {
    const shopper = await signedInShopper(shop);
    const order = await paidOrder(shop, shopper);
    const points = async () =>
      (
        (await shop.send("GET", `/reports/users/${shopper.id}/dashboard`, shopper.headers)).json()
          .data as Dashboard
      ).stats.find((stat) => stat.name === "Loyalty Points")?.value;
    expect(await points()).toBe(Math.floor(order.total / 1000));

    const part = Math.round(order.total * 40) / 100;
    const first = await refund(order.id, part);
    expect(first.statusCode, first.body).toBe(200);
    // On its way counts at once; points and e-mail wait for the provider's confirmation.
    expect(first.json()).toMatchObject({
      message: refundAskedMessage,
      data: { paid: order.total, refunded: part },
    });
    await refundsSettled(shop, order.id);
    expect(await points()).toBe(Math.floor((order.total - part) / 1000));

    const tooMuch = await refund(order.id, order.total);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain("at most");
    expect((await refund(order.id, 0)).statusCode).toBe(400);
    expect((await refund(order.id, 10.005)).statusCode).toBe(400);

    const rest = Math.round((order.total - part) * 100) / 100;
    const second = await refund(order.id, rest);
    expect(second.statusCode, second.body).toBe(200);
    await refundsSettled(shop, order.id);
    const refunded: AdminOrder = (await asOwner("GET", `/admin/orders/${order.id}`)).json().data;
    expect(refunded.refunded).toBe(order.total);
    expect(refunded.payment?.status).toBe("REVERSED");
    expect(refunded.charges).toEqual([
      expect.objectContaining({ captured: order.total, refunded: order.total, paysOrder: true }),
    ]);
    expect(await points()).toBe(0);

    const history = await shop.send("GET", "/transactions/history", shopper.headers);
    const refunds = history
      .json()
      .data.transactions.filter((entry: { type: string }) => entry.type === "REFUND");
    expect(
      refunds.map((entry: { amount: number; status: string }) => [entry.amount, entry.status]).sort(),
    ).toEqual(
      [
        [-part, "COMPLETED"],
        [-rest, "COMPLETED"],
      ].sort(),
    );
    const sent = (await shop.deliveredEmails()).filter((mail) => mail.to === shopper.email);
    expect(sent.filter((mail) => mail.subject.includes("A refund"))).toHaveLength(2);
  });

  it("refuses an order with nothing paid", async () => {
    const shopper = await signedInShopper(shop);
    const order = await placedOrder(shop, shopper);
    const answer = await refund(order.id, 100);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("This order has no completed payment to refund.");
  });

  it.skipIf(!racesCanRun)("accepts one of two 60% refunds sent at once on two processes", async () => {
    // Everything is made before the second process starts: its outbox sender would take the sign-up
    // e-mails that the test reads from the first one's.
    const paid: Order[] = [];
    for (let round = 0; round < 3; round += 1) paid.push(await paidOrder(shop, await signedInShopper(shop)));
    const second = await createTestApp({}, { database: await anotherProcess(shop.database) });
    try {
      for (const order of paid) {
        const sixty = Math.round(order.total * 60) / 100;
        const answers = await Promise.all([refund(order.id, sixty), refund(order.id, sixty, second)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
        const now = (await asOwner("GET", `/admin/orders/${order.id}`)).json().data as AdminOrder;
        expect(now.refunded).toBe(sixty);
        expect(now.transactions.filter((entry) => entry.type === "REFUND")).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

describe("products in the admin area", () => {
  const satchel = (overrides: Record<string, unknown> = {}) => ({
    name: "Yaba Messenger Satchel",
    slug: `yaba-messenger-satchel-${Date.now().toString(36)}`,
    price: 185000,
    category: "bags",
    sizes: ["One Size"],
    colours: ["#9A5B2E"],
    description: '<p>Vegetable-tanned.</p><script>alert("x")</script>',
    stock: 2,
    status: "DRAFT",
    ...overrides,
  });

  it("adds a DRAFT product the shop does not show, then puts it on sale", async () => {
    const body = satchel();
    const created = await asOwner("POST", "/admin/products", body);
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().data;
    expect(product).toMatchObject({
      slug: body.slug,
      price: 185000,
      stock: 2,
      status: "DRAFT",
      colours: ["#9a5b2e"],
    });
    // Sanitised when written.
    expect(product.description).toBe("<p>Vegetable-tanned.</p>");
    expect((await shop.get(`/products/${body.slug}`)).statusCode).toBe(404);
    const searched = (await shop.get("/products?q=Yaba%20Messenger")).json().data.data as { slug: string }[];
    expect(searched.map((found) => found.slug)).not.toContain(body.slug);

    const onSale = await asOwner("PUT", `/admin/products/${product.id}`, {
      ...body,
      status: "ACTIVE",
      price: 190000,
    });
    expect(onSale.statusCode, onSale.body).toBe(200);
    const inShop = await shop.get(`/products/${body.slug}`);
    expect(inShop.statusCode).toBe(200);
    expect(inShop.json().data.product).toMatchObject({ price: 190000, stock: 2 });

    const log = (await asOwner("GET", "/admin/audit-log")).json().data.entries as AuditEntry[];
    const writes = log.filter((entry) => entry.subjectId === product.id).map((entry) => entry.action);
    expect(writes).toEqual(["product.update", "product.create"]);
  });

  it("answers a bad product with one error per field, and a taken slug with 409", async () => {
    const bad = await asOwner(
      "POST",
      "/admin/products",
      satchel({ price: -5, stock: 1.5, sizes: [], colours: ["red"] }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().errors as string[]).map((error) => error.split(":")[0]);
    for (const field of ["price", "stock", "sizes", "colours.0"]) expect(fields).toContain(field);
    expect((await asOwner("POST", "/admin/products", satchel({ category: "hats" }))).statusCode).toBe(400);
    const taken = await asOwner("POST", "/admin/products", satchel({ slug: "luxurious-voyager-bag" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Another product already has this slug. Choose another.");
    const first = (await asOwner("POST", "/admin/products", satchel())).json().data;
    expect(
      (await asOwner("PUT", `/admin/products/${first.id}`, satchel({ slug: "luxurious-voyager-bag" })))
        .statusCode,
    ).toBe(409);
  });

  it("archives instead of deleting: the shop and carts no longer have it, the admin area still does", async () => {
    const body = satchel({ status: "ACTIVE", stock: 5 });
    const product = (await asOwner("POST", "/admin/products", body)).json().data;
    const shopper = await signedInShopper(shop);
    const added = await shop.send("POST", `/users/${shopper.id}/cart/items/${product.id}`, shopper.headers, {
      quantity: 1,
      size: "One Size",
      color: "#9a5b2e",
    });
    expect(added.statusCode, added.body).toBe(201);
    const archived = await asOwner("DELETE", `/admin/products/${product.id}`);
    expect(archived.json().data.status).toBe("ARCHIVED");
    expect((await shop.get(`/products/${body.slug}`)).statusCode).toBe(404);
    const cart = await shop.send("GET", `/users/${shopper.id}/cart`, shopper.headers);
    expect(cart.json().data.items).toEqual([]);
    expect((await asOwner("GET", `/admin/products/${product.id}`)).json().data.status).toBe("ARCHIVED");
    const listed = (await asOwner("GET", "/admin/products?status=ARCHIVED&limit=100")).json().data.products;
    expect(listed.map((found: { id: string }) => found.id)).toContain(product.id);
  });
});
