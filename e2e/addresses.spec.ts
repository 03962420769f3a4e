import type { Address } from "@oja/contracts/addresses";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { axeViolations } from "./browser-checks.ts";
import { lagos as checkoutLagos } from "./shop-api.ts";
import { apiHeaders, expect, isPhone, signedInShopper, test, toast, visit } from "./shoppers.ts";

// The Address Manager of issue 12 (docs/product.md §2 Account area → Addresses, §4 Address, §5 Address form),
// driven in the browser and checked against the API: add, validation, edit, make default, delete,
// the empty state, search, the keyboard and axe, at both projects' widths (a table on desktop, cards on
// phones). Every test makes its own shopper, so every address book starts empty.

const path = "/account/addresses";

// --- The API, as the signed-in shopper of `request` ----------------------------------------------------

async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/v1/users/me", { headers: apiHeaders });
  expect(response.status()).toBe(200);
  return (await response.json()).data.id as string;
}

async function addressesOf(request: APIRequestContext): Promise<Address[]> {
  const response = await request.get(`/api/v1/users/${await userIdOf(request)}/addresses`, {
    headers: apiHeaders,
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data as Address[];
}

const lagos = { ...checkoutLagos, zipCode: "106104" };
const abuja = {
  fullName: "Ada Okafor",
  phone: "8099990000",
  address1: "4 Aminu Kano Crescent",
  city: "Wuse",
  state: "Federal Capital Territory",
  country: "Nigeria",
  zipCode: "",
};
const ibadan = {
  fullName: "Tunde Okafor",
  phone: "7012345678",
  address1: "7 Ring Road",
  city: "Ibadan",
  state: "Oyo",
  country: "Nigeria",
  zipCode: "",
};

async function addThroughApi(request: APIRequestContext, body: typeof lagos): Promise<void> {
  const response = await request.post(`/api/v1/users/${await userIdOf(request)}/addresses`, {
    headers: apiHeaders,
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
}

// --- The page -------------------------------------------------------------------------------------

const panel = (page: Page) => page.getByRole("dialog", { name: "Address Manager" });

/** The addresses as the page shows them: table rows on desktop, cards on phones. */
const entries = (page: Page): Locator =>
  isPhone(page)
    ? page.getByRole("list", { name: "Your addresses" }).getByRole("listitem")
    : page.getByRole("table").locator("tbody").getByRole("row");

const entryOf = (page: Page, address1: string) => entries(page).filter({ hasText: address1 });

async function fillForm(page: Page, address: typeof lagos) {
  const form = panel(page);
  await form.getByLabel("Full Name").fill(address.fullName);
  await form.getByLabel("Phone Number").fill(address.phone);
  await form.getByRole("textbox", { name: "Address", exact: true }).fill(address.address1);
  await form.getByLabel("City").fill(address.city);
  await form.getByLabel("Country").fill(address.country);
  await form.getByLabel("State").selectOption(address.state);
  await form.getByLabel("Zip Code (optional)").fill(address.zipCode);
}

async function settle(page: Page) {
  // An animation cut short (a drawer closed as a dialog opens) rejects its `finished`: it is over too.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, animations: "disabled", fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

// --- Tests ----------------------------------------------------------------------------------------

test("the empty address book says so, and the first address added becomes the default", {
  tag: "@mobile",
}, async ({ page }) => {
  const shopper = await signedInShopper(page);
  await visit(page, path);
  await expect(page.getByRole("heading", { name: "No address found" })).toBeVisible();
  await expect(page.getByText("You haven't added any address yet")).toBeVisible();

  await page.getByRole("button", { name: "Add Address" }).click();
  const form = panel(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveValue(shopper.email);
  await expect(form.getByLabel("Email address")).toBeDisabled();
  await expect(form.getByLabel("Country")).toHaveValue("Nigeria");
  await expect(form.getByText("+234")).toBeVisible();
  // A select of the 36 states and the FCT, after its prompt.
  await expect(form.getByLabel("State").locator("option")).toHaveCount(38);
  await expect(form.getByRole("button", { name: "Save", exact: true })).toBeVisible();

  await fillForm(page, lagos);
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "news", "The address has been saved.")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(entries(page)).toHaveCount(1);
  const entry = entryOf(page, lagos.address1);
  await expect(entry).toContainText("+234 8031234567");
  await expect(entry).toContainText("Lekki");
  await expect(entry).toContainText("Lagos");
  await expect(entry.getByText("Default", { exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: /^Make Default, / })).toHaveCount(0);

  const saved = await addressesOf(page.request);
  expect(
    saved.map((address) => [address.address1, address.phone, address.zipCode, address.isDefault]),
  ).toEqual([[lagos.address1, lagos.phone, lagos.zipCode, true]]);

  // The form is cleared after the action (docs/product.md §4).
  await page.getByRole("button", { name: "Add Address" }).click();
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByLabel("Phone Number")).toHaveValue("");
});

test("the form says what is wrong under each field before sending, and keeps phone digits only", {
  tag: "@mobile",
}, async ({ page }) => {
  await signedInShopper(page);
  await visit(page, path);
  await page.getByRole("button", { name: "Add Address" }).click();
  const form = panel(page);
  await form.getByRole("button", { name: "Save", exact: true }).click();
  for (const label of ["Full Name", "Phone Number", "City", "State"]) {
    await expect(form.getByLabel(label)).toHaveAccessibleDescription("This field is required");
  }
  await expect(form.getByRole("textbox", { name: "Address", exact: true })).toHaveAccessibleDescription(
    "This field is required",
  );

  // Letters and signs are dropped as typed; at most 14 digits.
  const phone = form.getByLabel("Phone Number");
  await phone.pressSequentially("0803-abc 123");
  await expect(phone).toHaveValue("0803123");
  await phone.fill("123");
  await form.getByLabel("Zip Code (optional)").fill("10A");
  await form.getByRole("button", { name: "Save", exact: true }).click();
  await expect(phone).toHaveAccessibleDescription("The phone number is digits only, at most 14");
  await expect(form.getByLabel("Zip Code (optional)")).toHaveAccessibleDescription(
    "The zip code may hold digits only",
  );
  await expect(phone).toHaveAttribute("maxlength", "14");

  // Elsewhere than Nigeria, the state is text.
  await form.getByLabel("Country").fill("Ghana");
  await expect(form.getByRole("textbox", { name: "State" })).toBeVisible();
  expect(await addressesOf(page.request)).toEqual([]);
});

test("Edit opens the panel with the address and Save Changes; Make Default asks first", {
  tag: "@mobile",
}, async ({ page }) => {
  await signedInShopper(page);
  await addThroughApi(page.request, lagos);
  await addThroughApi(page.request, abuja);
  await visit(page, path);
  await expect(entries(page)).toHaveCount(2);

  await entryOf(page, abuja.address1)
    .getByRole("button", { name: `Edit ${abuja.address1}` })
    .click();
  const form = panel(page);
  await expect(form.getByLabel("Full Name")).toHaveValue(abuja.fullName);
  await expect(form.getByLabel("State")).toHaveValue("Federal Capital Territory");
  await form.getByLabel("City").fill("Maitama");
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "news", "The address has been updated.")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(entryOf(page, abuja.address1)).toContainText("Maitama");

  // Abuja is not the default: Make Default, with its dialog; Cancel changes nothing.
  const makeDefault = entryOf(page, abuja.address1).getByRole("button", { name: /^Make Default, / });
  await makeDefault.click();
  const dialog = page.getByRole("dialog", { name: "Set as Default Address" });
  await expect(dialog).toContainText("Are you sure you want to set this as your default delivery address?");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await addressesOf(page.request)).find((address) => address.isDefault)?.address1).toBe(
    lagos.address1,
  );

  await makeDefault.click();
  await dialog.getByRole("button", { name: "Yes", exact: true }).click();
  await expect(toast(page, "news", "This is now your default delivery address.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entryOf(page, abuja.address1).getByText("Default", { exact: true })).toBeVisible();
  await expect(entryOf(page, lagos.address1).getByText("Default", { exact: true })).toHaveCount(0);
  const now = await addressesOf(page.request);
  expect(now.map((address) => [address.address1, address.city, address.isDefault])).toEqual([
    [abuja.address1, "Maitama", true],
    [lagos.address1, lagos.city, false],
  ]);
});

test("Trash asks first; deleting the default makes the newest remaining address the default", {
  tag: "@mobile",
}, async ({ page }) => {
  await signedInShopper(page);
  await addThroughApi(page.request, lagos);
  await addThroughApi(page.request, abuja);
  await addThroughApi(page.request, ibadan);
  await visit(page, path);
  await expect(entries(page)).toHaveCount(3);

  await entryOf(page, lagos.address1)
    .getByRole("button", { name: `Delete ${lagos.address1}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Delete Address" });
  await expect(dialog).toContainText("Are you sure you want to delete this address?");
  await dialog.getByRole("button", { name: "Yes, Delete" }).click();
  await expect(toast(page, "news", "The address has been deleted.")).toBeVisible();
  await expect(entries(page)).toHaveCount(2);
  await expect(entryOf(page, ibadan.address1).getByText("Default", { exact: true })).toBeVisible();
  expect((await addressesOf(page.request)).map((address) => [address.address1, address.isDefault])).toEqual([
    [ibadan.address1, true],
    [abuja.address1, false],
  ]);

  for (const address1 of [ibadan.address1, abuja.address1]) {
    await entryOf(page, address1)
      .getByRole("button", { name: `Delete ${address1}` })
      .click();
    await dialog.getByRole("button", { name: "Yes, Delete" }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole("heading", { name: "No address found" })).toBeVisible();
  await expect(page.getByText("You haven't added any address yet")).toBeVisible();
});

test("the search box filters the addresses by any column", { tag: "@mobile" }, async ({ page }) => {
  await signedInShopper(page);
  await addThroughApi(page.request, lagos);
  await addThroughApi(page.request, abuja);
  await addThroughApi(page.request, { ...ibadan, country: "Ghana", state: "Ashanti" });
  await visit(page, path);
  const search = page.getByLabel("Search addresses");
  const cases: [string, string[]][] = [
    ["lekki", [lagos.address1]],
    ["Federal", [abuja.address1]],
    ["ghana", [ibadan.address1]],
    ["80999", [abuja.address1]],
    ["Way", [lagos.address1]],
  ];
  for (const [query, shown] of cases) {
    await search.fill(query);
    await expect(entries(page)).toHaveCount(shown.length);
    for (const address1 of shown) await expect(entryOf(page, address1)).toHaveCount(1);
  }
  await search.fill("Kano State of mind");
  await expect(page.getByRole("heading", { name: "No address found" })).toBeVisible();
  await search.fill("");
  await expect(entries(page)).toHaveCount(3);
});

test("the panel is used by keyboard: it takes focus, Tab stays inside, Enter saves, Escape gives focus back", {
  tag: "@mobile",
}, async ({ page }) => {
  await signedInShopper(page);
  await visit(page, path);
  const opener = page.getByRole("button", { name: "Add Address" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const form = panel(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Full Name")).toBeFocused();
  const focusInPanel = () => form.evaluate((dialog) => dialog.contains(document.activeElement));
  for (let step = 0; step < 14; step += 1) {
    await page.keyboard.press("Tab");
    const inside = await focusInPanel();
    const onBody = await page.evaluate(() => document.activeElement === document.body);
    expect(inside || onBody, `focus after Tab × ${step + 1}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Full Name")).toBeFocused();
  await page.keyboard.type(lagos.fullName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(lagos.phone);
  await page.keyboard.press("Tab");
  await page.keyboard.type(lagos.address1);
  await page.keyboard.press("Tab");
  await page.keyboard.type(lagos.city);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("State")).toBeFocused();
  await form.getByLabel("State").selectOption("Lagos");
  await form.getByLabel("City").press("Enter");
  await expect(toast(page, "news", "The address has been saved.")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(entries(page)).toHaveCount(1);
});

test(
  "the page and the panel pass axe and never scroll sideways at this project's width",
  { tag: "@mobile" },
  async ({ page }, testInfo) => {
    await signedInShopper(page);
    await addThroughApi(page.request, lagos);
    await addThroughApi(page.request, {
      ...abuja,
      address1: "Plot 1234, Ahmadu Bello Way, Central Business District",
    });
    await visit(page, path);
    await expect(entries(page)).toHaveCount(2);
    await settle(page);
    expect(await noSidewaysScroll(page)).toBe(true);
    await keepScreenshot(page, testInfo, "addresses");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add Address" }).click();
    await panel(page).getByRole("button", { name: "Save", exact: true }).click();
    await expect(panel(page).getByLabel("Full Name")).toHaveAccessibleDescription("This field is required");
    await settle(page);
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-address-manager.png`) });
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await entries(page)
      .first()
      .getByRole("button", { name: /^Delete / })
      .click();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  },
);
