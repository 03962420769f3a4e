import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newClient, type SignedInShopper, signedInOwner, signedInShopper } from "../../test/shoppers.ts";
import { anotherProcess, createTestApp, racesCanRun, type TestApp } from "../../test/test-app.ts";
import { sessions } from "./accounts.schema.ts";

// Two API processes on one PostgreSQL and one Redis (decision 043): each keeps the sessions it has
// verified, and a sign-out, a suspension or a new password made through one is refused by the other
// at the very next call.

describe.skipIf(!racesCanRun)("a change to a session made on another process", () => {
  let a: TestApp;
  let b: TestApp;
  let owner: SignedInShopper;
  const shoppers: SignedInShopper[] = [];
  beforeAll(async () => {
    a = await createTestApp();
    // Made before B starts: B's mail sender would otherwise deliver some of their codes.
    owner = await signedInOwner(a);
    for (let count = 0; count < 4; count += 1) shoppers.push(await signedInShopper(a));
    b = await createTestApp({}, { database: await anotherProcess(a.database) });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** B reads the session, and keeps it. */
  async function warmOnB(shopper: SignedInShopper) {
    for (let call = 0; call < 2; call += 1) {
      expect((await b.get("/users/me", shopper.headers)).statusCode).toBe(200);
    }
  }

  it("is kept by B while nothing says it changed: a session ended behind the API's back still answers", async () => {
    const shopper = shoppers[0] as SignedInShopper;
    await warmOnB(shopper);
    await a.db
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(sessions.userId, shopper.id));
    expect((await b.get("/users/me", shopper.headers)).statusCode).toBe(200);
  });

  it("refuses the very next call on B after a sign-out on A", async () => {
    const shopper = shoppers[1] as SignedInShopper;
    await warmOnB(shopper);
    expect((await a.post("/users/signout", undefined, shopper.headers)).statusCode).toBe(200);
    const me = await b.get("/users/me", shopper.headers);
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe("Please sign in to continue.");
    expect((await b.get(`/users/${shopper.id}/cart`, shopper.headers)).statusCode).toBe(401);
    expect((await b.get("/shell", shopper.headers)).json().data.user).toBeNull();
  });

  it("refuses the next call on B after the owner disables the account on A, and lets a new sign-in in after enabling", async () => {
    const shopper = shoppers[2] as SignedInShopper;
    await warmOnB(shopper);
    expect((await b.get("/shell", shopper.headers)).json().data.user.id).toBe(shopper.id);

    const disabled = await a.post(`/admin/customers/${shopper.id}/disable`, undefined, owner.headers);
    expect(disabled.statusCode, disabled.body).toBe(200);
    // Disabling ends every session of the account too (decision 005), so the token is no session at all.
    expect((await b.get("/users/me", shopper.headers)).statusCode).toBe(401);
    expect((await b.get("/shell", shopper.headers)).json().data.user).toBeNull();
    const refused = await b.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      newClient(),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This account is suspended. Please contact us to restore it.");

    const enabled = await a.post(`/admin/customers/${shopper.id}/enable`, undefined, owner.headers);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const again = await b.post(
      "/users/signin",
      { email: shopper.email, password: shopper.password },
      newClient(),
    );
    expect(again.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${again.json().data.token}` };
    expect((await b.get("/users/me", headers)).statusCode).toBe(200);
    expect((await a.get("/users/me", headers)).statusCode).toBe(200);
  });

  it("refuses the next call on B after the password is reset on A", async () => {
    const shopper = shoppers[3] as SignedInShopper;
    await warmOnB(shopper);
    const client = newClient();
    const sentTo = async () =>
      [...(await a.deliveredEmails()), ...(await b.deliveredEmails())].filter(
        (sent) => sent.to === shopper.email,
      );
    const before = (await sentTo()).length;
    expect((await a.post("/users/forgot-password", { email: shopper.email }, client)).statusCode).toBe(200);
    // Either process's mail sender may deliver it.
    await expect.poll(async () => (await sentTo()).length, { timeout: 10_000 }).toBeGreaterThan(before);
    const otp = (await sentTo()).at(-1)?.text.match(/^(\d{6})$/m)?.[1] ?? "";
    const reset = await a.post(
      "/users/reset-password",
      { email: shopper.email, otp, password: "Another#Pass9" },
      client,
    );
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await b.get("/users/me", shopper.headers)).statusCode).toBe(401);
  });
});
