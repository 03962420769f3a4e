import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { BenchShop } from "./bench-shop.ts";

// The scene of bench/flash.ts, set through the shop's API as a shopper and the owner would: the flash
// product, and N verified, signed-in shoppers with one of it in their cart. Each shopper speaks from an
// address of its own (X-Forwarded-For, believed from loopback), so that the sign-up and sign-in rate
// limits, which count per address, see N people rather than one machine.

export const ownerAccount = { email: "owner@flash.bench", password: "Leather#Owner2026" };

/** The product on sale: one size, one colour, `pieces` of it. */
export interface FlashProduct {
  id: string;
  variantId: string;
  size: string;
  colour: string;
}

/** A shopper ready to place the order: the process they talk to, their address and session. */
export interface Shopper {
  shop: BenchShop;
  userId: string;
  headers: Record<string, string>;
}

async function call<T>(
  shop: BenchShop,
  method: string,
  route: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${shop.origin}/api/v1${route}`, {
    method,
    headers: { "x-app-key": shop.appKey, "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { message: string; data: T };
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${answer.message}`);
  return answer.data;
}

let lastAddress = 0;
/** A client address of its own: 10.0.0.1, 10.0.0.2, … */
function nextClientAddress(): Record<string, string> {
  lastAddress += 1;
  return {
    "x-forwarded-for": `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`,
  };
}

/** The owner's session headers (the account is made at start from OJA_ADMIN_EMAIL and OJA_ADMIN_PASSWORD). */
export async function ownerHeaders(shop: BenchShop): Promise<Record<string, string>> {
  const headers = nextClientAddress();
  const session = await call<{ token: string }>(shop, "POST", "/users/signin", headers, ownerAccount);
  return { ...headers, authorization: `Bearer ${session.token}` };
}

export async function createFlashProduct(
  shop: BenchShop,
  pieces: number,
  name = "Flash Sale Satchel",
): Promise<FlashProduct> {
  const slug = `${name.toLowerCase().replaceAll(" ", "-")}-${randomBytes(3).toString("hex")}`;
  const product = await call<{ id: string; variants: { id: string; size: string; colour: string }[] }>(
    shop,
    "POST",
    "/admin/products",
    await ownerHeaders(shop),
    {
      slug,
      name,
      price: 45000,
      category: "bags",
      sizes: ["One Size"],
      colours: ["#7a4a2a"],
      description: "<p>Hand-stitched in Lagos; sold in one morning.</p>",
      stock: pieces,
      status: "ACTIVE",
    },
  );
  const [variant] = product.variants;
  if (!variant || product.variants.length !== 1) throw new Error("the flash product has not one variant");
  return { id: product.id, variantId: variant.id, size: variant.size, colour: variant.colour };
}

/** The product's stock as the admin area reads it: the product's and its one variant's. */
export async function stockOf(shop: BenchShop, product: FlashProduct) {
  const read = await call<{ stock: number; variants: { stock: number }[] }>(
    shop,
    "GET",
    `/admin/products/${product.id}`,
    await ownerHeaders(shop),
  );
  return { product: read.stock, variant: read.variants[0]?.stock };
}

/**
 * The sign-up codes written as .eml files into `directory` (the outbox of every process when
 * there is no SMTP server), read once each however many shoppers wait: a shopper's code by its address.
 */
function mailbox(directory: string) {
  const read = new Set<string>();
  const codes = new Map<string, string>();
  let scanning: Promise<void> | undefined;
  const scan = async () => {
    const files = existsSync(directory) ? await readdir(directory) : [];
    for (const file of files) {
      if (!file.endsWith(".eml") || read.has(file)) continue;
      const message = await readFile(path.join(directory, file), "utf8");
      const to = message.match(/^To: (.+)$/m)?.[1]?.trim();
      // The plain-text part carries the code alone on its line. A file still being written may not
      // show it yet: it is read again on the next scan.
      const code = message.match(/^(\d{6})$/m)?.[1];
      if (!to || !code) continue;
      read.add(file);
      codes.set(to, code);
    }
  };
  return async function codeFor(address: string): Promise<string> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const code = codes.get(address);
      if (code) return code;
      scanning ??= scan().finally(() => {
        scanning = undefined;
      });
      await scanning;
      if (!codes.has(address)) await sleep(100);
    }
    throw new Error(`no code was e-mailed to ${address}`);
  };
}

/** Each shopper's cart emptied, then one of `product` put in it. */
export async function fillCarts(shoppers: Shopper[], product: FlashProduct, batch = 24) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(batch, shoppers.length) }, async () => {
      while (next < shoppers.length) {
        const shopper = shoppers[next] as Shopper;
        next += 1;
        await call(shopper.shop, "DELETE", `/users/${shopper.userId}/cart`, shopper.headers);
        await call(
          shopper.shop,
          "POST",
          `/users/${shopper.userId}/cart/items/${product.id}`,
          shopper.headers,
          {
            quantity: 1,
            size: product.size,
            color: product.colour,
          },
        );
      }
    }),
  );
}

/**
 * `count` shoppers, shopper i on `shops[i % shops.length]`: each signs up, verifies with the e-mailed
 * code, signs in and puts one of the product in the cart; `batch` of them at a time.
 */
export async function prepareShoppers(
  shops: BenchShop[],
  outbox: string,
  product: FlashProduct,
  count: number,
  batch = 24,
): Promise<Shopper[]> {
  const codeFor = mailbox(outbox);
  const run = randomBytes(3).toString("hex");
  const prepare = async (index: number): Promise<Shopper> => {
    const shop = shops[index % shops.length] as BenchShop;
    const address = nextClientAddress();
    const email = `flash-${run}-${index}@example.com`;
    const password = "Leather#2026";
    await call(shop, "POST", "/users/register", address, {
      firstName: "Flash",
      lastName: "Shopper",
      email,
      password,
    });
    await call(shop, "POST", "/users/verify-otp", address, { email, otp: await codeFor(email) });
    const session = await call<{ token: string; user: { id: string } }>(
      shop,
      "POST",
      "/users/signin",
      address,
      {
        email,
        password,
      },
    );
    const headers = { ...address, authorization: `Bearer ${session.token}` };
    await call(shop, "POST", `/users/${session.user.id}/cart/items/${product.id}`, headers, {
      quantity: 1,
      size: product.size,
      color: product.colour,
    });
    return { shop, userId: session.user.id, headers };
  };
  const shoppers: Shopper[] = [];
  let next = 0;
  // `batch` workers, each taking the next shopper until none is left.
  await Promise.all(
    Array.from({ length: Math.min(batch, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        shoppers[index] = await prepare(index);
      }
    }),
  );
  return shoppers;
}
