import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOffice } from "../../demo-shop/catalog-data.ts";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { contactMessages, newsletterSubscriptions } from "./content.schema.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

// Contact and newsletter are rate limited per client address, counted in Redis when the suite runs
// on PostgreSQL: every test speaks from its own random address so that runs never share a count.
function newClient(): Record<string, string> {
  return { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` };
}

const goodMessage = {
  name: "Chiamaka Eze",
  phoneNumber: "08031234567",
  email: "chiamaka@example.com",
  subject: "Sizing for the Eko loafer",
  message: "Hello, I wear a 41 in most brands.\n\nShould I order a 41 or a 42 in the Eko loafer?",
};

async function storedMessagesFrom(email: string) {
  return shop.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe("POST /contact/messages", () => {
  it("keeps the message and e-mails it to the first office, with the customer as the reply address", async () => {
    // An address of its own: other tests here send the good message too.
    const message = { ...goodMessage, email: "chiamaka.eze@example.com" };
    const response = await shop.post("/contact/messages", message, newClient());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 201,
      message: "Thank you for your message. Our team will get back to you within one working day.",
    });

    const stored = await storedMessagesFrom(message.email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...message, officeId: expect.any(String) });

    const emails = (await shop.deliveredEmails()).filter((email) => email.replyTo === message.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.to).toBe(seedOffice.email);
    expect(emails[0]?.subject).toBe("Contact form: Sizing for the Eko loafer");
    expect(emails[0]?.text).toContain("Phone: 08031234567");
    expect(emails[0]?.text).toContain("Should I order a 41 or a 42 in the Eko loafer?");
  });

  it("trims what is typed and lower-cases the e-mail address", async () => {
    const response = await shop.post(
      "/contact/messages",
      { ...goodMessage, name: "  Tunde Bakare ", email: " Tunde@Example.COM ", subject: " Repair " },
      newClient(),
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await storedMessagesFrom("tunde@example.com");
    expect(stored).toMatchObject({ name: "Tunde Bakare", subject: "Repair" });
  });

  it("refuses a message with any field absent or blank, naming each, and keeps nothing", async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["name", "phoneNumber", "email", "subject", "message"]],
      [{ ...goodMessage, email: "missing-1@example.com", name: "" }, ["name"]],
      [
        { ...goodMessage, email: "missing-2@example.com", subject: "   ", message: "\n\t " },
        ["subject", "message"],
      ],
      [{ ...goodMessage, email: "missing-3@example.com", phoneNumber: null }, ["phoneNumber"]],
      [{ ...goodMessage, email: "   " }, ["email"]],
    ];
    for (const [body, missing] of cases) {
      const response = await shop.post("/contact/messages", body, newClient());
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        message: "You have missing required fields",
        errors: missing.map((field) => `${field}: This field is required`),
      });
    }
    for (const email of ["missing-1@example.com", "missing-2@example.com", "missing-3@example.com"]) {
      expect(await storedMessagesFrom(email)).toEqual([]);
    }
  });

  it("refuses an e-mail address or phone number that breaks the rules, and says which", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...goodMessage, email: "chiamaka@example" }, "email: The provided email is not valid"],
      [{ ...goodMessage, email: "chiamaka example@mail.com" }, "email: The provided email is not valid"],
      [
        { ...goodMessage, phoneNumber: "+234 803 123 4567" },
        "phoneNumber: The phone number must be 7 to 14 digits",
      ],
      [
        { ...goodMessage, phoneNumber: "123456789012345" },
        "phoneNumber: The phone number must be 7 to 14 digits",
      ],
      [{ ...goodMessage, message: "a".repeat(5001) }, "message: must be at most 5000 characters"],
    ];
    for (const [body, error] of cases) {
      const response = await shop.post("/contact/messages", body, newClient());
      expect(response.statusCode, error).toBe(400);
      expect(response.json().errors, error).toEqual([error]);
    }
    expect(await storedMessagesFrom("chiamaka@example")).toEqual([]);
  });

  it("answers a body that is not a form with 400, never 500", async () => {
    for (const payload of ["[]", '"hello"', "{not json", JSON.stringify({ ...goodMessage, name: 42 })]) {
      const response = await shop.call({
        method: "POST",
        url: "/contact/messages",
        payload,
        headers: { "content-type": "application/json", ...newClient() },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().status).toBe(400);
    }
  });

  it("answers the sixth message from one address within ten minutes with 429", async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await shop.post(
        "/contact/messages",
        { ...goodMessage, email: "busy@example.com" },
        client,
      );
      expect(response.statusCode).toBe(201);
    }
    const refused = await shop.post(
      "/contact/messages",
      { ...goodMessage, email: "busy@example.com" },
      client,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait/);
    expect(await storedMessagesFrom("busy@example.com")).toHaveLength(5);
    // Someone else is not held back by it.
    expect((await shop.post("/contact/messages", goodMessage, newClient())).statusCode).toBe(201);
  });
});

async function subscriptionsOf(email: string) {
  return shop.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

describe("POST /newsletter/subscriptions", () => {
  it("adds the address once and sends one welcome, however often it is sent", async () => {
    const first = await shop.post(
      "/newsletter/subscriptions",
      { name: "Bola", email: "bola@example.com" },
      newClient(),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 200,
      message: "Thank you for subscribing. Look out for our next letter from the workshop.",
    });
    const again = await shop.post(
      "/newsletter/subscriptions",
      { name: "Bola Ade", email: "  BOLA@Example.com " },
      newClient(),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    expect(await subscriptionsOf("bola@example.com")).toEqual([
      expect.objectContaining({ name: "Bola", email: "bola@example.com" }),
    ]);
    const welcomes = (await shop.deliveredEmails()).filter((email) => email.to === "bola@example.com");
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]?.subject).toBe("Welcome to the Oja Leather House letter");
    expect(welcomes[0]?.text).toContain("Thank you for joining us, Bola");
  });

  it("refuses a missing name or address and an address that is not one", async () => {
    const missing = await shop.post("/newsletter/subscriptions", { name: " ", email: "" }, newClient());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      status: 400,
      message: "You have missing required fields",
      errors: ["name: This field is required", "email: This field is required"],
    });
    const invalid = await shop.post(
      "/newsletter/subscriptions",
      { name: "Kemi", email: "kemi@mail" },
      newClient(),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(["email: The provided email is not valid"]);
    expect(await subscriptionsOf("kemi@mail")).toEqual([]);
  });

  it("answers the sixth sign-up from one address within ten minutes with 429", async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const body = { name: "Ngozi", email: `ngozi${attempt}@example.com` };
      expect((await shop.post("/newsletter/subscriptions", body, client)).statusCode).toBe(200);
    }
    const refused = await shop.post(
      "/newsletter/subscriptions",
      { name: "Ngozi", email: "ngozi6@example.com" },
      client,
    );
    expect(refused.statusCode).toBe(429);
    expect(await subscriptionsOf("ngozi6@example.com")).toEqual([]);
  });
});

describe("the API reference", () => {
  it("documents the contact and newsletter calls with their request bodies", async () => {
    const document = (await shop.get("/openapi.json")).json();
    const contact = document.paths["/api/v1/contact/messages"].post;
    expect(contact.tags).toEqual(["Content"]);
    expect(Object.keys(contact.requestBody.content["application/json"].schema.properties)).toEqual([
      "name",
      "phoneNumber",
      "email",
      "subject",
      "message",
    ]);
    expect(document.paths["/api/v1/newsletter/subscriptions"].post.tags).toEqual(["Content"]);
  });
});

describe("a shop with no office on record", () => {
  it("sends contact messages to the shop's own mailbox", async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.post("/contact/messages", goodMessage, newClient());
      expect(response.statusCode).toBe(201);
      const [email] = await bare.deliveredEmails();
      expect(email?.to).toBe(bare.config.MAIL_FROM);
      expect(email?.replyTo).toBe(goodMessage.email);
    } finally {
      await bare.close();
    }
  });
});
