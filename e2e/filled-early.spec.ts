import type { Order } from "@oja/contracts/orders";
import { chooseColour, chooseSize, loafer } from "./cart-pages.ts";
import { abuja, addToCart, cartOf, lagos, ordersOf, restock, saveAddress } from "./shop-api.ts";
import {
  accountMessages,
  alive,
  codeSentTo,
  expect,
  holdBackCode,
  newShopper,
  passwordField,
  signedInShopper,
  signUp,
  test,
  toast,
  verifiedShopper,
} from "./shoppers.ts";

// On a slow phone a page's code comes seconds after its HTML, and shoppers (and their browsers'
// password managers) do not wait: what they put into a form in between must count once the code is in,
// as if done then. Each test holds the page's code back until the form is filled. The header's search
// and the contact form have theirs in search.spec.ts and content.spec.ts.

test("a sign-in filled in before its page's code came signs in", async ({ page, request }) => {
  const shopper = await verifiedShopper(request);
  const filled = await holdBackCode(page, "sign-in");
  // The sign-in page opened from a link or reloaded, whose form a password manager may fill at once.
  // Not waiting for the page's load, which waits for its code.
  await page.goto("/sign-in?redirectTo=%2Faccount%2Forders", { waitUntil: "commit" });
  const main = page.getByRole("main");
  await main.getByLabel("Email address").fill(shopper.email);
  await passwordField(main, "Password").fill(shopper.password);
  filled();
  const signIn = main.getByRole("button", { name: "Sign In", exact: true });
  await alive(signIn);
  await signIn.click();
  await expect(page).toHaveURL("/account/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
});

test("a code typed before the verify page's code came verifies the account", async ({ page, request }) => {
  const shopper = newShopper();
  await signUp(request, shopper);
  const code = await codeSentTo(shopper.email);
  const typed = await holdBackCode(page, "verify-account");
  await page.goto(`/verify-account?email=${encodeURIComponent(shopper.email)}`, { waitUntil: "commit" });
  const main = page.getByRole("main");
  for (const [index, digit] of [...code].entries()) {
    await main.getByRole("textbox", { name: `Digit ${index + 1} of 6` }).fill(digit);
  }
  typed();
  const verify = main.getByRole("button", { name: "Verify" });
  await alive(verify);
  await verify.click();
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  await expect(main.getByRole("status")).toHaveText(accountMessages.verified);
});

test("a size and a colour chosen before the product page's code came go into the cart", async ({ page }) => {
  await restock(loafer.slug);
  await signedInShopper(page);
  const chosen = await holdBackCode(page, "product");
  await page.goto(loafer.path, { waitUntil: "commit" });
  await chooseSize(page, "42");
  await chooseColour(page, "Cognac");
  chosen();
  const addToCartButton = page.getByRole("button", { name: "Add To Cart" });
  await alive(addToCartButton);
  // Shown as chosen once the page is alive, as they were before.
  await expect(page.getByRole("group", { name: /^Size/ })).toContainText("42");
  await expect(page.getByRole("group", { name: /^Colour/ })).toContainText("Cognac");
  await addToCartButton.click();
  await expect(page.getByRole("dialog", { name: "Cart" })).toBeVisible();
  const [line] = (await cartOf(page.request)).items;
  expect(line).toMatchObject({ size: "42", quantity: 1 });
});

test("a way of delivery and a recipient chosen before the checkout's code came stay chosen and are ordered", async ({
  page,
}) => {
  await restock("luxurious-voyager-bag");
  await signedInShopper(page);
  await saveAddress(page.request, lagos);
  await saveAddress(page.request, abuja);
  await addToCart(page.request, "luxurious-voyager-bag");

  const chosen = await holdBackCode(page, "checkout");
  await page.goto("/checkout", { waitUntil: "commit" });
  await page.getByRole("radio", { name: "Home Delivery", exact: true }).check();
  const recipients = page.getByRole("group", { name: "Deliver to" });
  await recipients.getByRole("radio", { name: /Chidi Okafor/ }).check();
  chosen();
  await alive(page.getByRole("radio", { name: "Home Delivery", exact: true }));
  // Still chosen and shown once the page is alive: the recipients stay open, Chidi stays chosen.
  await expect(page.getByRole("radio", { name: "Home Delivery", exact: true })).toBeChecked();
  await expect(recipients.getByRole("radio", { name: /Chidi Okafor/ })).toBeChecked();

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "news", "Order placed. Next is to make payment")).toBeVisible();
  await page.waitForURL(/\/account\/orders\?track=/);
  const [order] = (await ordersOf(page.request)) as [Order];
  expect(order.address).toMatchObject({ fullName: abuja.fullName, city: abuja.city });
});
