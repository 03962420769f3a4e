import type { AuditEntry } from "@oja/contracts/admin";
import type { AdminCustomer, AdminCustomerDetail } from "@oja/contracts/admin-customers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { paidOrder, placedOrder } from "../../test/orders.ts";
import { newClient, type SignedInShopper, signedInShopper } from "../../test/shoppers.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { ensureAdmin } from "../accounts/accounts.service.ts";

// The admin area's customers (issue 15; docs/architecture.md §8): found by name or e-mail with their orders and money,
// one customer's orders, and disabling an account, which ends its sessions at once and refuses its
// sign-in, never the admin's own nor another admin's; every change in the audit log.

let shop: TestApp;
let owner: SignedInShopper;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
  owner = await signedInShopper(shop, { firstName: "Kemi", lastName: "Adeyemi" });
  await ensureAdmin(shop.db, { email: owner.email, password: "unused-here" });
});
afterAll(() => shop.close());

const asOwner = (method: "GET" | "POST", url: string) => shop.send(method, url, owner.headers);
const unknownId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("the customers' door", () => {
  it("answers 401 without a session and 403 for a shopper, and the shopper's account is untouched", async () => {
    const shopper = await signedInShopper(shop);
    const calls: ["GET" | "POST", string][] = [
      ["GET", "/admin/customers"],
      ["GET", `/admin/customers/${shopper.id}`],
      ["POST", `/admin/customers/${shopper.id}/disable`],
      ["POST", `/admin/customers/${shopper.id}/enable`],
      ["GET", "/admin/reports/summary"],
    ];
    for (const [method, url] of calls) {
      expect((await shop.call({ method, url })).statusCode, url).toBe(401);
      const refused = await shop.send(method, url, shopper.headers);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe("Only the shop's staff may do this.");
    }
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(200);
  });
});

describe("customers in the admin area", () => {
  it("finds a customer by name or e-mail, with how many orders they placed and what they paid", async () => {
    const shopper = await signedInShopper(shop, { firstName: "Chidinma", lastName: "Eze" });
    const paid = await paidOrder(shop, shopper);
    await placedOrder(shop, shopper);
    for (const search of [shopper.email.toUpperCase(), "chidinma ez"]) {
      const listed = await asOwner("GET", `/admin/customers?search=${encodeURIComponent(search)}`);
      expect(listed.statusCode, listed.body).toBe(200);
      const customers: AdminCustomer[] = listed.json().data.customers;
      expect(customers.find((found) => found.id === shopper.id)).toMatchObject({
        email: shopper.email,
        firstName: "Chidinma",
        lastName: "Eze",
        role: "CUSTOMER",
        isVerified: true,
        disabled: false,
        orders: 2,
        paid: paid.total,
        refunded: 0,
      });
    }
    const nobody = await asOwner("GET", "/admin/customers?search=%25");
    expect(nobody.json().data.customers).toEqual([]);
    const pageOne = (await asOwner("GET", "/admin/customers?limit=1")).json().data;
    expect(pageOne.customers).toHaveLength(1);
    expect(pageOne.pagination.total).toBeGreaterThanOrEqual(3);
    expect((await asOwner("GET", "/admin/customers?page=0")).statusCode).toBe(400);
  });

  it("shows one customer with their orders, newest first, a page at a time", async () => {
    const shopper = await signedInShopper(shop);
    const first = await paidOrder(shop, shopper);
    const second = await placedOrder(shop, shopper);
    const answer = await asOwner("GET", `/admin/customers/${shopper.id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const detail: AdminCustomerDetail = answer.json().data;
    expect(detail.customer).toMatchObject({ id: shopper.id, orders: 2, paid: first.total });
    expect(detail.orders.map((order) => [order.id, order.paid])).toEqual([
      [second.id, 0],
      [first.id, first.total],
    ]);
    const secondPage = (await asOwner("GET", `/admin/customers/${shopper.id}?page=2&limit=1`)).json()
      .data as AdminCustomerDetail;
    expect(secondPage.orders.map((order) => order.id)).toEqual([first.id]);
    expect(secondPage.pagination).toMatchObject({ page: 2, total: 2, totalPages: 2 });

    const unknown = await asOwner("GET", `/admin/customers/${unknownId}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("We could not find that customer.");
    expect((await asOwner("GET", "/admin/customers/not-an-id")).statusCode).toBe(400);
  });
});

describe("disabling an account", () => {
  it("ends its access and refresh tokens at once, refuses its sign-in, and enabling lets it back", async () => {
    const shopper = await signedInShopper(shop);
    const cookie = `ocToken=${shopper.token}`;
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(200);

    const disabled = await asOwner("POST", `/admin/customers/${shopper.id}/disable`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().message).toBe(
      "The account is disabled: it is signed out everywhere and cannot sign in.",
    );
    expect(disabled.json().data.customer.disabled).toBe(true);

    const me = await shop.get("/users/me", shopper.headers);
    expect(me.statusCode).toBe(401);
    expect((await shop.get("/users/me", { cookie })).statusCode).toBe(401);
    const cart = await shop.send("GET", `/users/${shopper.id}/cart`, shopper.headers);
    expect(cart.statusCode).toBe(401);
    const renewed = await shop.post(
      "/users/refresh-token",
      { refreshToken: shopper.refreshToken },
      newClient(),
    );
    expect(renewed.statusCode).toBe(401);
    const signIn = await shop.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      newClient(),
    );
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe("This account is suspended. Please contact us to restore it.");

    const enabled = await asOwner("POST", `/admin/customers/${shopper.id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().data.customer.disabled).toBe(false);
    // The old sessions stay ended; a new sign-in works.
    expect((await shop.get("/users/me", shopper.headers)).statusCode).toBe(401);
    const again = await shop.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      newClient(),
    );
    expect(again.statusCode, again.body).toBe(201);

    const log = (await asOwner("GET", "/admin/audit-log")).json().data.entries as AuditEntry[];
    const changes = log.filter((entry) => entry.subjectId === shopper.id);
    expect(changes.map((entry) => [entry.action, entry.before, entry.after, entry.admin])).toEqual([
      [
        "customer.enable",
        { email: shopper.email, accountStatus: "SUSPENDED" },
        { email: shopper.email, accountStatus: "ACTIVE" },
        owner.email,
      ],
      [
        "customer.disable",
        { email: shopper.email, accountStatus: "ACTIVE" },
        { email: shopper.email, accountStatus: "SUSPENDED" },
        owner.email,
      ],
    ]);
  });

  it("refuses the admin's own account and another admin's with 409, and an unknown one with 404", async () => {
    const colleague = await signedInShopper(shop);
    await ensureAdmin(shop.db, { email: colleague.email, password: "unused-here" });
    const self = await asOwner("POST", `/admin/customers/${owner.id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("You cannot disable your own account.");
    const staff = await asOwner("POST", `/admin/customers/${colleague.id}/disable`);
    expect(staff.statusCode).toBe(409);
    expect(staff.json().message).toBe("A staff account cannot be disabled from the admin area.");
    expect((await shop.get("/users/me", colleague.headers)).statusCode).toBe(200);
    expect((await asOwner("POST", `/admin/customers/${unknownId}/disable`)).statusCode).toBe(404);
    expect((await asOwner("POST", `/admin/customers/${unknownId}/enable`)).statusCode).toBe(404);

    const log = (await asOwner("GET", "/admin/audit-log")).json().data.entries as AuditEntry[];
    expect(log.filter((entry) => [owner.id, colleague.id].includes(entry.subjectId))).toEqual([]);
  });
});
