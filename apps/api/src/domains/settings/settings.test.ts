import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOffice, seedSettings } from "../../demo-shop/catalog-data.ts";
import { seedDemoData } from "../../demo-shop/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { settings } from "./settings.schema.ts";

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
  await seedDemoData(shop.db);
});
afterAll(() => shop.close());

describe("GET /settings/{id}", () => {
  it("gives the pages the CEO's welcome, why choose us, the offices, the social links and the film", async () => {
    const response = await shop.get("/settings/default");
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.shopName).toBe(seedSettings.shopName);
    expect(data.ceoWelcomeMessage).toContain("Adaeze Okafor-Bello");
    expect(data.ceoWelcomeMessage).toMatch(/^<p>/);
    expect(data.about).toContain("<li><strong>Hand-finished</strong>");
    expect(data.officeLocations).toEqual([
      {
        id: expect.any(String),
        name: seedOffice.name,
        address1: "14 Admiralty Way, Lekki Phase 1",
        city: "Lagos",
        state: "Lagos",
        country: "Nigeria",
        phoneNumber: seedOffice.phoneNumber,
        email: seedOffice.email,
      },
    ]);
    expect(data.socialLinks).toEqual({
      facebook: seedSettings.facebookUrl,
      youtube: seedSettings.youtubeUrl,
      instagram: seedSettings.instagramUrl,
    });
    expect(data.awardVideoUrl).toBe(seedSettings.awardVideoUrl);
    expect(data.policiesEffectiveDate).toBe("2026-01-15");
  });

  it("cleans settings HTML when it is read, even if a bad row slipped into the table", async () => {
    const [before] = await shop.db.select().from(settings).where(eq(settings.id, "default"));
    await shop.db
      .update(settings)
      .set({
        ceoWelcomeMessageHtml: '<p onclick="steal()">Welcome</p><script>alert(1)</script>',
        aboutHtml: '<p>Why us</p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a>',
      })
      .where(eq(settings.id, "default"));
    // Written past the API, so its kept answers are told, as a script writing the table must.
    await shop.catalogChanged();
    try {
      const { data } = (await shop.get("/settings/default")).json();
      expect(data.ceoWelcomeMessage).toBe("<p>Welcome</p>");
      expect(data.about).not.toMatch(/<script|<img|onerror|onclick|javascript:/i);
      expect(data.about).toContain("<p>Why us</p>");
    } finally {
      await shop.db
        .update(settings)
        .set({ ceoWelcomeMessageHtml: before?.ceoWelcomeMessageHtml, aboutHtml: before?.aboutHtml })
        .where(eq(settings.id, "default"));
      await shop.catalogChanged();
    }
  });

  it("answers 404 for settings that do not exist", async () => {
    const response = await shop.get("/settings/other");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: "We could not find those settings." });
  });
});

describe("GET /offices/{id}", () => {
  it("finds an office by its id", async () => {
    const [office] = (await shop.get("/settings/default")).json().data.officeLocations;
    const response = await shop.get(`/offices/${office.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(office);
  });

  it("answers 404 for an unknown office and for an id that is not one", async () => {
    for (const id of ["4f1c1d52-7d6a-4c39-9a83-6f0d0f0a0b0c", "lekki"]) {
      const response = await shop.get(`/offices/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe("We could not find that office.");
    }
  });
});
