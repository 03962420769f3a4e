import type { Address } from "@oja/contracts/addresses";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  lagosAddress,
  newClient,
  otherUserAnswer,
  type SignedInShopper,
  signedInShopper,
  signInRequiredAnswer,
} from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { addresses } from "./addresses.schema.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(() => shop.close());

const otherAddress = { status: 403, message: "You can only see or change your own addresses." };

const lagos = lagosAddress;
const abuja = {
  fullName: "Bola Adeyemi",
  phone: "2348059876543",
  address1: "7 Aminu Kano Crescent, Wuse 2",
  city: "Abuja",
  state: "Federal Capital Territory",
  country: "Nigeria",
};

const listPath = (shopper: SignedInShopper) => `/users/${shopper.id}/addresses`;

function addAddress(shopper: SignedInShopper, body: unknown = lagos, app: TestApp = shop) {
  return app.send("POST", listPath(shopper), shopper.headers, body);
}

async function added(shopper: SignedInShopper, body: unknown = lagos): Promise<Address> {
  const response = await addAddress(shopper, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function addressesOf(shopper: SignedInShopper): Promise<Address[]> {
  const response = await shop.get(listPath(shopper), shopper.headers);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function makeDefault(shopper: SignedInShopper, id: string, app: TestApp = shop) {
  return app.send("PUT", `${listPath(shopper)}/${id}/default`, shopper.headers);
}

async function defaultsInDatabase(shopper: SignedInShopper) {
  const rows = await shop.db.select().from(addresses).where(eq(addresses.userId, shopper.id));
  return rows.filter((row) => row.isDefault);
}

describe("GET and POST /users/{userId}/addresses", () => {
  it("shows a new shopper no addresses", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.get(listPath(shopper), shopper.headers);
    expect(response.json()).toEqual({ status: 200, message: "Your addresses", data: [] });
  });

  it("adds a Lagos address as the default with 201 and data.id, and a second one that is not", async () => {
    const shopper = await signedInShopper(shop);
    const first = await addAddress(shopper);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      status: 201,
      message: "The address has been saved.",
      data: { id: expect.any(String), ...lagos, isDefault: true, createdAt: expect.any(String) },
    });
    const second = await added(shopper, abuja);
    expect(second).toMatchObject({ ...abuja, zipCode: null, isDefault: false });
    const list = await addressesOf(shopper);
    expect(list.map((address) => address.id)).toEqual([first.json().data.id, second.id]);
  });

  it("lists the default first, then the newest", async () => {
    const shopper = await signedInShopper(shop);
    const first = await added(shopper);
    const second = await added(shopper, abuja);
    const third = await added(shopper, { ...lagos, address1: "3 Broad Street" });
    expect((await addressesOf(shopper)).map((address) => address.id)).toEqual([
      first.id,
      third.id,
      second.id,
    ]);
    await makeDefault(shopper, second.id);
    expect((await addressesOf(shopper)).map((address) => address.id)).toEqual([
      second.id,
      third.id,
      first.id,
    ]);
  });

  it("keeps a Nigerian state's own spelling and takes FCT for the territory", async () => {
    const shopper = await signedInShopper(shop);
    const address = await added(shopper, { ...lagos, state: "  akwa ibom ", country: "nigeria" });
    expect(address).toMatchObject({ state: "Akwa Ibom", country: "Nigeria" });
    expect(await added(shopper, { ...abuja, state: "FCT" })).toMatchObject({
      state: "Federal Capital Territory",
    });
  });

  it("takes any region outside Nigeria, and no zip code, blank or null alike", async () => {
    const shopper = await signedInShopper(shop);
    const accra = { ...lagos, city: "Accra", state: "Greater Accra", country: "Ghana" };
    for (const zipCode of [undefined, "", "  ", null]) {
      expect(await added(shopper, { ...accra, zipCode })).toMatchObject({
        state: "Greater Accra",
        zipCode: null,
      });
    }
  });

  it("answers 400 with one entry per invalid field, and saves nothing", async () => {
    const shopper = await signedInShopper(shop);
    const response = await addAddress(shopper, {
      fullName: "  ",
      phone: "+234 803 123",
      address1: "",
      city: 42,
      country: "Nigeria",
      state: "Lagoss",
      zipCode: "10A",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: "Some of the details sent are not valid.",
      errors: [
        "fullName: This field is required",
        "phone: The phone number is digits only, at most 14",
        "address1: This field is required",
        "city: must be text",
        "zipCode: The zip code may hold digits only",
        "state: Choose one of Nigeria's 36 states or the Federal Capital Territory",
      ],
    });
    const missing = await addAddress(shopper, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      "fullName: This field is required",
      "phone: This field is required",
      "address1: This field is required",
      "city: This field is required",
      "state: This field is required",
      "country: This field is required",
    ]);
    const long = await addAddress(shopper, { ...lagos, phone: "123456789012345", zipCode: "1".repeat(11) });
    expect(long.json().errors).toEqual([
      "phone: The phone number is digits only, at most 14",
      "zipCode: must be at most 10 characters",
    ]);
    expect(await addressesOf(shopper)).toEqual([]);
  });
});

describe("PUT /addresses/{id}", () => {
  it("changes every field and keeps the default", async () => {
    const shopper = await signedInShopper(shop);
    const address = await added(shopper);
    const response = await shop.send("PUT", `/addresses/${address.id}`, shopper.headers, abuja);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: "The address has been updated.",
      data: { ...address, ...abuja, zipCode: null },
    });
    expect(await addressesOf(shopper)).toEqual([response.json().data]);
  });

  it("answers 400 per field, 404 for an unknown address and 400 for an id that is not one", async () => {
    const shopper = await signedInShopper(shop);
    const address = await added(shopper);
    const bad = await shop.send("PUT", `/addresses/${address.id}`, shopper.headers, { ...lagos, phone: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(["phone: This field is required"]);
    const unknown = await shop.send(
      "PUT",
      "/addresses/00000000-0000-4000-8000-000000000000",
      shopper.headers,
      lagos,
    );
    expect(unknown.json()).toEqual({ status: 404, message: "We could not find that address." });
    const malformed = await shop.send("PUT", "/addresses/home", shopper.headers, lagos);
    expect(malformed.statusCode).toBe(400);
    expect(await addressesOf(shopper)).toEqual([address]);
  });
});

describe("DELETE /addresses/{id}", () => {
  it("deletes an address that is not the default and leaves the default", async () => {
    const shopper = await signedInShopper(shop);
    const first = await added(shopper);
    const second = await added(shopper, abuja);
    const response = await shop.send("DELETE", `/addresses/${second.id}`, shopper.headers);
    expect(response.json()).toEqual({ status: 200, message: "The address has been deleted." });
    expect(await addressesOf(shopper)).toEqual([first]);
  });

  it("makes the newest remaining address the default when the default is deleted", async () => {
    const shopper = await signedInShopper(shop);
    const first = await added(shopper);
    const second = await added(shopper, abuja);
    const third = await added(shopper, { ...lagos, address1: "3 Broad Street" });
    await shop.send("DELETE", `/addresses/${first.id}`, shopper.headers);
    expect(await addressesOf(shopper)).toEqual([
      { ...third, isDefault: true },
      { ...second, isDefault: false },
    ]);
    await shop.send("DELETE", `/addresses/${third.id}`, shopper.headers);
    expect(await addressesOf(shopper)).toEqual([{ ...second, isDefault: true }]);
    await shop.send("DELETE", `/addresses/${second.id}`, shopper.headers);
    expect(await addressesOf(shopper)).toEqual([]);
    expect(await added(shopper)).toMatchObject({ isDefault: true });
  });

  it("answers 404 for an unknown address", async () => {
    const shopper = await signedInShopper(shop);
    const response = await shop.send(
      "DELETE",
      "/addresses/00000000-0000-4000-8000-000000000000",
      shopper.headers,
    );
    expect(response.json()).toEqual({ status: 404, message: "We could not find that address." });
  });
});

describe("PUT /users/{userId}/addresses/{id}/default", () => {
  it("moves the default and answers the addresses, the new default first", async () => {
    const shopper = await signedInShopper(shop);
    const first = await added(shopper);
    const second = await added(shopper, abuja);
    const response = await makeDefault(shopper, second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: "This is now your default delivery address.",
      data: [
        { ...second, isDefault: true },
        { ...first, isDefault: false },
      ],
    });
    expect((await makeDefault(shopper, second.id)).statusCode).toBe(200);
    expect(await defaultsInDatabase(shopper)).toHaveLength(1);
  });

  it("answers 404 for an unknown address", async () => {
    const shopper = await signedInShopper(shop);
    const response = await makeDefault(shopper, "00000000-0000-4000-8000-000000000000");
    expect(response.json()).toEqual({ status: 404, message: "We could not find that address." });
  });
});

describe("Someone else's addresses", () => {
  it("answer 403 to every call and change nothing", async () => {
    const ada = await signedInShopper(shop);
    const bola = await signedInShopper(shop);
    const bolas = await added(bola);
    await added(bola, abuja);
    const before = await addressesOf(bola);
    const calls: [InjectOptions["method"], string, unknown, unknown][] = [
      ["GET", listPath(bola), undefined, otherUserAnswer],
      ["POST", listPath(bola), lagos, otherUserAnswer],
      ["PUT", `/addresses/${bolas.id}`, abuja, otherAddress],
      ["DELETE", `/addresses/${bolas.id}`, undefined, otherAddress],
      ["PUT", `${listPath(bola)}/${bolas.id}/default`, undefined, otherUserAnswer],
      ["PUT", `${listPath(ada)}/${before[1]?.id}/default`, undefined, otherAddress],
    ];
    for (const [method, url, body, answer] of calls) {
      const response = await shop.send(method, url, ada.headers, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual(answer);
    }
    expect(await addressesOf(bola)).toEqual(before);
  });

  it("answer 401 without a session", async () => {
    const bola = await signedInShopper(shop);
    const bolas = await added(bola);
    const calls: [InjectOptions["method"], string][] = [
      ["GET", listPath(bola)],
      ["POST", listPath(bola)],
      ["PUT", `/addresses/${bolas.id}`],
      ["DELETE", `/addresses/${bolas.id}`],
      ["PUT", `${listPath(bola)}/${bolas.id}/default`],
    ];
    for (const [method, url] of calls) {
      const response = await shop.send(method, url, newClient(), lagos);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual(signInRequiredAnswer);
    }
    expect(await addressesOf(bola)).toEqual([bolas]);
  });
});

describe.skipIf(!racesCanRun)("address changes at the same moment", () => {
  // Two API processes (two connection pools) on one database; on PGlite, one process twice.
  let second: TestApp;
  let shoppers: SignedInShopper[];
  beforeAll(async () => {
    shoppers = [await signedInShopper(shop), await signedInShopper(shop), await signedInShopper(shop)];
    second = await createTestApp({}, { database: await anotherProcess(shop.database) });
  });
  afterAll(() => second.close());

  it("of a shopper's first address leave exactly one default", async () => {
    const shopper = shoppers[0] as SignedInShopper;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        addAddress(shopper, { ...lagos, address1: `${index} Awolowo Road` }, index % 2 === 0 ? shop : second),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(await defaultsInDatabase(shopper)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().data.isDefault)).toHaveLength(1);
  });

  it("making different addresses the default leave exactly one default", async () => {
    const shopper = shoppers[1] as SignedInShopper;
    const book: Address[] = [];
    for (let index = 0; index < 6; index += 1)
      book.push(await added(shopper, { ...lagos, city: `Ikeja ${index}` }));
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        book.map((address, index) => makeDefault(shopper, address.id, index % 2 === 0 ? shop : second)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(book.length).fill(200));
      expect(await defaultsInDatabase(shopper)).toHaveLength(1);
    }
  });

  it("deleting and making default leave exactly one default while any address is left", async () => {
    const shopper = shoppers[2] as SignedInShopper;
    const book: Address[] = [];
    for (let index = 0; index < 6; index += 1)
      book.push(await added(shopper, { ...lagos, city: `Yaba ${index}` }));
    const answers = await Promise.all(
      book.map((address, index) =>
        index % 2 === 0
          ? second.send("DELETE", `/addresses/${address.id}`, shopper.headers)
          : makeDefault(shopper, (book[(index + 2) % book.length] as Address).id),
      ),
    );
    for (const answer of answers) expect([200, 404]).toContain(answer.statusCode);
    expect(await addressesOf(shopper)).toHaveLength(3);
    expect(await defaultsInDatabase(shopper)).toHaveLength(1);
  });
});
