import type { APIRequestContext } from "@playwright/test";
import shopRoutes from "../apps/web/app/routes.ts";
import { asShopOwner, orderForPickup } from "./shop-api.ts";
import { shopURL } from "./shop-server.ts";
import { expect, signInThroughApi, test, verifiedShopper } from "./shoppers.ts";

// No request makes a 500: every page of the shop, asked for with addresses and forms no page of it
// sends (values out of range, characters no slug or code has, bodies that are not forms, a form's
// intent that does not exist), by a visitor, a signed-in shopper and the owner. Each answer may refuse,
// lead elsewhere or show the page; none may fail.

/** A route of the shop's route table, as far as this test reads it. */
interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}
/** Every address of the shop's route table, with its `:params` and the catch-all `*` as written. */
const routePaths = (entries: RouteEntry[], base = ""): string[] =>
  entries.flatMap((entry) => {
    const here = entry.path ? `${base}/${entry.path}` : base;
    return [...(entry.path || entry.index ? [here || "/"] : []), ...routePaths(entry.children ?? [], here)];
  });
const addresses = routePaths(shopRoutes as RouteEntry[]);
/** An address with each `:param` (and the catch-all) filled in by `valueFor`. */
const filledIn = (address: string, valueFor: (param: string) => string) =>
  address.replace(/:(\w+)/g, (_, param: string) => valueFor(param)).replace(/\*$/, "no-such-page");

/** Every page, from the route table (a new page is asked too): a real product and category, ids of nothing. */
const realValues: Record<string, string> = { slug: "luxurious-voyager-bag", category: "shoes" };
const pages = addresses.map((address) =>
  filledIn(address, (param) => realValues[param] ?? "00000000-0000-0000-0000-000000000000"),
);
/** Addresses whose own part is odd: what a page takes from its address (a slug, a category, an id). */
const oddAddresses = ["%00", "%E0%A4%A", "a'b%22%3C", "x".repeat(2000)].flatMap((odd) =>
  addresses.filter((address) => address.includes(":")).map((address) => filledIn(address, () => odd)),
);
const oddQueries = [
  "?page=-1&sort=bogus&category=%00&reviews=-3&status=bogus",
  `?page=99999999999999999999&q=%E0%A4%A&search=${"x".repeat(3000)}`,
  "?promo=%00&signin=1&redirectTo=https%3A%2F%2Fevil.test&reference=%27&trxref=%5C&track=zz&product=..%2F..",
];
/** What a page's form could send, each value wrong: a number that is not one, an id that is none. */
const oddForm = {
  id: "zz",
  orderId: "zz",
  productId: "zz",
  addressId: "%00",
  quantity: "-1",
  size: "x",
  color: "y",
  email: "a",
  password: "b",
  otp: "c",
  code: "ä".repeat(300),
  value: "NaN",
  rating: "9",
  stock: "1e999",
  price: "-5",
  status: "bogus",
  amount: "1e30",
  orderKey: "k",
  pickupAt: "pickup",
};

async function failures(request: APIRequestContext, { posts }: { posts: boolean }): Promise<string[]> {
  const failed: string[] = [];
  const ask = async (label: string, answer: Promise<{ status(): number }>) => {
    const status = (await answer).status();
    if (status >= 500) failed.push(`${label.slice(0, 100)} → ${status}`);
  };
  for (const path of [...pages, ...oddAddresses]) {
    for (const query of ["", ...oddQueries]) {
      await ask(`GET ${path}${query}`, request.get(path + query, { maxRedirects: 0 }));
    }
  }
  if (!posts) return failed;
  const headers = { origin: shopURL };
  for (const path of pages) {
    await ask(`POST ${path} (empty)`, request.post(path, { headers, maxRedirects: 0 }));
    await ask(
      `POST ${path} (no such intent)`,
      request.post(path, { form: { intent: "bogus", ...oddForm }, headers, maxRedirects: 0 }),
    );
    await ask(
      `POST ${path} (a form with no intent)`,
      request.post(path, { form: oddForm, headers, maxRedirects: 0 }),
    );
    await ask(
      `POST ${path} (JSON)`,
      request.post(path, { data: { intent: ["place-order"] }, headers, maxRedirects: 0 }),
    );
    await ask(
      `POST ${path} (a form that does not parse)`,
      request.post(path, {
        data: "%%%&&&==\u0000",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        maxRedirects: 0,
      }),
    );
  }
  return failed;
}

test.describe("odd requests", () => {
  // About a thousand requests each, one at a time.
  test.setTimeout(180_000);

  test("make no 500 for a visitor", async ({ request }) => {
    expect(await failures(request, { posts: true })).toEqual([]);
  });

  test("make no 500 for a signed-in shopper with an order", async ({ request }) => {
    const shopper = await verifiedShopper(request);
    await signInThroughApi(request, shopper);
    await orderForPickup(request, "luxurious-voyager-bag");
    expect(await failures(request, { posts: true })).toEqual([]);
  });

  // The owner only reads: a form posted to the console could change what every other test sees.
  test("make no 500 for the owner reading the console", async () => {
    expect(await asShopOwner((owner) => failures(owner, { posts: false }))).toEqual([]);
  });
});
