import { randomInt, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import type { SentMail } from "./cluster-processes.ts";

// The load of the cluster test: visitors browsing pages and the catalog, shoppers who sign up with the
// e-mailed code and buy (paying in the sandbox), and the owner who adds a photo and changes a setting,
// all through the proxy. Every answer must be the one expected: a 502, a 503 or a lost connection
// there is a request the rolling restart dropped.

export const products = ["ikoyi-penny-loafer", "apapa-slim-card-case", "lekki-slide"];

export interface Failure {
  call: string;
  status: number | "no answer";
  detail: string;
}

interface Answer {
  status: number;
  data: Record<string, unknown>;
}

export interface LoadResult {
  requests: number;
  failures: Failure[];
  placedOrders: string[];
  paidOrders: string[];
  signUps: number;
  photo?: string;
  aboutMarker?: string;
}

export function createLoad(proxy: string, appKey: string, sink: SentMail[], until: () => boolean) {
  const result: LoadResult = { requests: 0, failures: [], placedOrders: [], paidOrders: [], signUps: 0 };

  /** One request through the proxy; anything but `expected` is a failure. */
  async function call(
    method: string,
    url: string,
    expected: number,
    options: {
      headers?: Record<string, string>;
      json?: unknown;
      body?: string | FormData;
      type?: string;
    } = {},
  ): Promise<Answer> {
    const name = `${method} ${url.replace(/[0-9a-f-]{36}|OJA-[\w-]+|\d{6}/gi, ":id")}`;
    result.requests += 1;
    try {
      const type = options.json === undefined ? options.type : "application/json";
      const response = await fetch(`${proxy}${url}`, {
        method,
        redirect: "manual",
        headers: { "x-app-key": appKey, ...(type ? { "content-type": type } : {}), ...options.headers },
        body: options.json === undefined ? options.body : JSON.stringify(options.json),
      });
      const text = await response.text();
      if (response.status !== expected) {
        result.failures.push({ call: name, status: response.status, detail: text.slice(0, 200) });
      }
      const isJson = response.headers.get("content-type")?.startsWith("application/json");
      return { status: response.status, data: isJson ? (JSON.parse(text).data ?? {}) : {} };
    } catch (error) {
      result.failures.push({
        call: name,
        status: "no answer",
        detail: String((error as Error).cause ?? error),
      });
      return { status: 0, data: {} };
    }
  }
  const api = (method: string, url: string, expected: number, options?: Parameters<typeof call>[3]) =>
    call(method, `/api/v1${url}`, expected, options);
  // Each virtual user is a client of its own to the shop's rate limits.
  const clientAddress = () => ({
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  });

  async function signedIn(email: string, password: string, headers: Record<string, string>) {
    const answer = await api("POST", "/users/signin", 201, { headers, json: { email, password } });
    const data = answer.data as { token?: string; user?: { id: string } };
    if (!data.token || !data.user) return undefined;
    return { id: data.user.id, headers: { ...headers, authorization: `Bearer ${data.token}` } };
  }

  async function codeFor(email: string): Promise<string | undefined> {
    for (let waited = 0; waited < 300; waited += 1) {
      const message = sink.find((mail) => mail.to === email);
      const code = message?.raw.match(/^(\d{6})\r?$/m)?.[1];
      if (code) return code;
      await sleep(100);
    }
    result.failures.push({ call: "the sign-up code by e-mail", status: "no answer", detail: email });
    return undefined;
  }

  async function visitor() {
    const headers = clientAddress();
    while (until()) {
      const slug = products[randomInt(products.length)];
      await call("GET", "/", 200, { headers });
      await call("GET", "/shop", 200, { headers });
      await call("GET", `/products/${slug}`, 200, { headers });
      await api("GET", "/products?limit=12", 200, { headers });
      await api("GET", `/products/${slug}`, 200, { headers });
      await api("GET", "/products?q=leather", 200, { headers });
      await sleep(200);
    }
  }

  async function shopper(index: number) {
    const headers = clientAddress();
    const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
    const password = "Leather#2026";
    const details = { firstName: "Ngozi", lastName: "Eze", email, password };
    if ((await api("POST", "/users/register", 201, { headers, json: details })).status !== 201) return;
    const otp = await codeFor(email);
    if (!otp) return;
    if ((await api("POST", "/users/verify-otp", 201, { headers, json: { email, otp } })).status !== 201)
      return;
    result.signUps += 1;
    const me = await signedIn(email, password, headers);
    if (!me) return;
    while (until()) {
      const slug = products[(index + randomInt(products.length)) % products.length];
      const { product } = (await api("GET", `/products/${slug}`, 200, { headers })).data as {
        product?: { id: string; sizes: string[]; colours: string[] };
      };
      if (!product) continue;
      const line = { size: product.sizes[0], color: product.colours[0], quantity: 1 };
      const added = await api("POST", `/users/${me.id}/cart/items/${product.id}`, 201, {
        headers: me.headers,
        json: line,
      });
      if (added.status !== 201) continue;
      const placed = await api("POST", `/users/${me.id}/orders`, 201, {
        headers: me.headers,
        json: { pickupAt: "pickup" },
      });
      if (placed.status !== 201) continue;
      const order = placed.data as { id: string; total: number };
      result.placedOrders.push(order.id);
      const started = await api("POST", `/payments/${me.id}/initialize`, 200, {
        headers: me.headers,
        json: { orderId: order.id, email, amount: order.total, metadata: { userId: me.id } },
      });
      const reference = (started.data as { reference?: string }).reference;
      if (!reference) continue;
      const paid = await call("POST", `/sandbox/checkout/${reference}`, 303, {
        headers,
        body: "outcome=success",
        type: "application/x-www-form-urlencoded",
      });
      if (paid.status !== 303) continue;
      const verified = await api("GET", `/payments/verify/${reference}`, 200, { headers: me.headers });
      if ((verified.data as { status?: string }).status === "COMPLETED") result.paidOrders.push(order.id);
      await sleep(300);
    }
  }

  /** The owner: a photo for the first product and a changed setting, then the orders page meanwhile. */
  async function owner(email: string, password: string) {
    const me = await signedIn(email, password, clientAddress());
    if (!me) return;
    await sleep(10_000);
    const { product } = (await api("GET", `/products/${products[0]}`, 200, { headers: me.headers })).data as {
      product?: { id: string };
    };
    if (product) {
      const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#7a4a2a" } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cluster.png");
      const uploaded = await api("POST", `/admin/products/${product.id}/images`, 201, {
        headers: me.headers,
        body: form,
      });
      result.photo = (uploaded.data as { images?: string[] }).images?.at(-1);
    }
    const settings = (await api("GET", "/admin/settings", 200, { headers: me.headers })).data as Record<
      string,
      unknown
    >;
    const marker = `Cluster run ${randomUUID().slice(0, 8)}`;
    const changed = await api("PUT", "/admin/settings", 200, {
      headers: me.headers,
      json: {
        ceoWelcomeMessage: settings.ceoWelcomeMessage,
        about: `<p>${marker}</p>`,
        officeLocations: settings.officeLocations,
        discountPercent: settings.discountPercent,
        vatPercent: settings.vatPercent,
      },
    });
    if (changed.status === 200) result.aboutMarker = marker;
    while (until()) {
      await api("GET", "/admin/orders", 200, { headers: me.headers });
      await sleep(1000);
    }
  }

  /**
   * After the load: a shopper signed in on every process and disabled by the owner through the proxy
   * is refused by each process at its very next call (decision 043). Answers what went wrong.
   */
  async function suspension(ownerEmail: string, ownerPassword: string, origins: string[]) {
    const headers = clientAddress();
    const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
    const password = "Leather#2026";
    const details = { firstName: "Ada", lastName: "Obi", email, password };
    await api("POST", "/users/register", 201, { headers, json: details });
    const otp = await codeFor(email);
    if (otp) await api("POST", "/users/verify-otp", 201, { headers, json: { email, otp } });
    const customer = await signedIn(email, password, headers);
    const owner = await signedIn(ownerEmail, ownerPassword, clientAddress());
    if (!customer || !owner) return ["the suspension check could not sign in its shopper and the owner"];
    const meOn = async (origin: string) =>
      (await fetch(`${origin}/api/v1/users/me`, { headers: { "x-app-key": appKey, ...customer.headers } }))
        .status;
    const problems: string[] = [];
    for (const origin of origins) {
      // Twice: the second answer comes from what the process kept.
      for (let call = 0; call < 2; call += 1) {
        const status = await meOn(origin);
        if (status !== 200)
          problems.push(`the shopper's call to ${origin} answered ${status} before the suspension`);
      }
    }
    await api("POST", `/admin/customers/${customer.id}/disable`, 200, { headers: owner.headers });
    for (const origin of origins) {
      const status = await meOn(origin);
      if (status !== 401) problems.push(`${origin} answered ${status} to a disabled account's next call`);
    }
    return problems;
  }

  return { result, visitor, shopper, owner, suspension };
}
