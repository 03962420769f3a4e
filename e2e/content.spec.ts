import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./browser-checks.ts";
import { alive, holdBackCode, visit } from "./shoppers.ts";

// The brand's information pages, the contact form and the footer newsletter. The API allows five
// contact messages and five sign-ups per address in ten minutes, and every test here comes from the
// same address: only three tests reach the contact API and two the newsletter API per run.

const office = {
  address: "14 Admiralty Way, Lekki Phase 1",
  phone: "+234 803 555 0142",
  email: "hello@ojaleather.ng",
};

test.describe("information pages rendered on the server", () => {
  test("About carries the founder's welcome and why choose us from settings, then mission and vision", async ({
    request,
  }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toContain("My name is Adaeze Okafor-Bello");
    expect(html).toContain("Why Choose Us");
    expect(html).toContain("<strong>Full-grain leather</strong>");
    expect(html).toContain("Our Mission");
    expect(html).toContain("Our Vision");
  });

  test("Contact shows the breadcrumb Home / Contact Us and the first office", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toMatch(/>Home<\/a>.*?<span aria-hidden="true">\/<\/span>.*?>Contact Us</s);
    for (const detail of Object.values(office)) expect(html).toContain(detail);
    for (const field of ["name", "phoneNumber", "email", "subject", "message"]) {
      expect(html).toContain(`name="${field}"`);
    }
  });

  for (const path of ["/privacy-policy", "/terms-conditions"]) {
    test(`${path} shows its effective date and the office's contact block from settings`, async ({
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/Effective date:(<!-- -->)? <time dateTime="2026-01-15">Jan 15, 2026<\/time>/);
      for (const detail of Object.values(office)) expect(html).toContain(detail);
      expect(html).not.toMatch(/\[(date|effective)/i);
    });
  }

  test("the terms link to the return policy, which keeps the shop's promises", async ({ request }) => {
    expect(await (await request.get("/terms-conditions")).text()).toContain('href="/return-policy"');
    const policy = await (await request.get("/return-policy")).text();
    expect(policy).toContain("7 days of delivery");
    expect(policy).toContain("5-7 business days");
    expect(policy).toContain("Sale items, custom and bespoke pieces, and anything personalised");
  });

  test("Shipping Costs lists locations, methods, times and costs", async ({ request }) => {
    const html = await (await request.get("/shipping-costs")).text();
    for (const text of [
      "₦5,000.00",
      "1-5 business days",
      "2-10 business days",
      "Lagos, orders above ₦300,000.00",
      "Pickup",
      "within 24 hours, Monday to Saturday",
      "We ship worldwide on request",
    ]) {
      expect(html).toContain(text);
    }
  });

  test("Returns & Repairs, Craftsmanship, Trainings and Bespoke carry their own copy", async ({
    request,
  }) => {
    const expected: [string, string][] = [
      ["/returns-repairs", "6-month free repairs"],
      ["/craftsmanship", "How a piece is made"],
      ["/trainings", "Artisan Apprenticeship"],
      ["/bespoke", "Made-to-measure shoes"],
    ];
    for (const [path, text] of expected) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(text);
      expect(html, path).not.toMatch(/lorem ipsum/i);
    }
  });
});

test("every information page passes an automated accessibility check", { tag: "@mobile" }, async ({
  page,
}) => {
  test.slow();
  const paths = [
    "/about",
    "/craftsmanship",
    "/trainings",
    "/bespoke",
    "/privacy-policy",
    "/terms-conditions",
    "/shipping-costs",
    "/returns-repairs",
    "/return-policy",
  ];
  for (const path of paths) {
    await page.goto(path);
    // Let the page's fade-in finish, so that text is checked at its full contrast.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual([]);
  }
});

/** Fills the contact form's fields by label (the footer has its own e-mail field, hence `main`). */
async function fillContactForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByRole("main").getByRole("textbox", { name: label, exact: true }).fill(value);
  }
}

/** The contact form's own notice (the toasts of the root layout have live regions too). */
const formNotice = (page: Page) => page.getByRole("region", { name: "Send us a message" }).getByRole("alert");

const goodMessage = {
  "Full name": "Chiamaka Eze",
  "Phone number": "08031234567",
  "Email address": "chiamaka@example.com",
  Subject: "Sizing for the Eko loafer",
  Message: "Should I order a 41 or a 42?",
};

test.describe("the contact form", () => {
  test("says which fields are required once touched, and refuses to send an incomplete form", async ({
    page,
  }) => {
    await visit(page, "/contact");
    const name = page.getByLabel("Full name");
    await name.focus();
    await page.getByLabel("Phone number").focus();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveClass(/border-error/);
    await expect(page.getByText("This field is required")).toHaveCount(1);

    await fillContactForm(page, { Subject: "   ", Message: "Hello" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(formNotice(page)).toHaveText("You have missing required fields");
    // Name, phone, e-mail and the spaces-only subject.
    await expect(page.getByText("This field is required")).toHaveCount(4);
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("does not lose a click on Send when a field's message appears as the field is left", async ({
    page,
  }) => {
    await visit(page, "/contact");
    await fillContactForm(page, { "Email address": "chiamaka@example" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(formNotice(page)).toHaveText("You have missing required fields");
    await expect(page.getByText("The provided email is not valid")).toBeVisible();
    await expect(page.getByText("This field is required")).toHaveCount(4);
  });

  test("keeps only the digits of a phone number", async ({ page }) => {
    await visit(page, "/contact");
    const phone = page.getByLabel("Phone number");
    await phone.fill("+234 (803) 555-0142");
    await expect(phone).toHaveValue("2348035550142");
  });

  test("sends a complete message and shows the shop's answer", async ({ page }) => {
    await visit(page, "/contact");
    await fillContactForm(page, goodMessage);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("region", { name: "Send us a message" }).getByRole("status")).toHaveText(
      "Thank you for your message. Our team will get back to you within one working day.",
    );
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await expect(formNotice(page)).toHaveText("");
    // The emptied form is a fresh one: no field left says it is required.
    await expect(page.getByText("This field is required")).toHaveCount(0);
  });

  test("keeps what was typed before the page's code came, and sends it", async ({ page }) => {
    // On a slow phone the page's code comes seconds after its HTML. Here it comes once the form is filled.
    const typed = await holdBackCode(page, "contact");
    // Not waiting for the page's load, which waits for its code.
    await page.goto("/contact", { waitUntil: "commit" });
    await fillContactForm(page, goodMessage);
    typed();
    await alive(page.getByRole("button", { name: "Send Message" }));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("region", { name: "Send us a message" }).getByRole("status")).toHaveText(
      "Thank you for your message. Our team will get back to you within one working day.",
    );
    await expect(formNotice(page)).toHaveText("");
  });

  test("the contact page passes an automated accessibility check, messages included", {
    tag: "@mobile",
  }, async ({ page }) => {
    await visit(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(formNotice(page)).toHaveText("You have missing required fields");
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses fields of spaces only, and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, { ...goodMessage, "Full name": "   ", Message: " \n " });
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(400);
    await expect(formNotice(page)).toHaveText("You have missing required fields");
    await expect(page.getByText("This field is required")).toHaveCount(2);
    await expect(page.getByLabel("Subject")).toHaveValue(goodMessage.Subject);
  });

  test("says the message failed to send when the shop refuses it, and why", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, { ...goodMessage, "Email address": "chiamaka@example" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(formNotice(page)).toHaveText("Your message failed to send");
    await expect(page.getByText("The provided email is not valid")).toBeVisible();
  });
});

test.describe("the footer newsletter", () => {
  test("shows a spinner while sending, then the shop's message", async ({ page }, testInfo) => {
    await visit(page, "/craftsmanship");
    // Hold the request a moment so that the spinner can be seen.
    await page.route("**/newsletter.data**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const footer = page.locator("footer");
    await footer.getByLabel("Your name").fill("Bola");
    await footer.getByLabel("Email address").fill(`bola-${testInfo.project.name}-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status", { name: "Subscribing" })).toBeVisible();
    await expect(
      footer.getByText("Thank you for subscribing. Look out for our next letter from the workshop."),
    ).toBeVisible();
    await expect(footer.getByLabel("Your name")).toHaveValue("");
  });
});
