import type { Locator, Page } from "@playwright/test";
import {
  apiHeaders,
  authModal,
  codeSentTo,
  expect,
  expectFullHeight,
  expectSignedOutHeader,
  accountMessages as messages,
  newShopper,
  openAccountFromHeader,
  openSignIn,
  passwordField,
  signedInShopper,
  signInWithModal,
  signUp,
  test,
  toast,
  userMenuButton,
  verifiedShopper,
  visit,
} from "./shoppers.ts";

// Signing up and in through the auth modal (docs/product.md §2 auth modal, profile; §4 sign-in, sign-up, profile;
// §5 sign-up rules, the code boxes), driven in the browser. Every test makes its own shoppers, with unique
// addresses, from a client address of its own (see shoppers.ts). The modal's messages, the route guard and
// the modal by keyboard are in auth-modal.spec.ts; signing out and the account area in account-area.spec.ts.

const otpBox = (scope: Locator, position: number) =>
  scope.getByRole("textbox", { name: `Digit ${position} of 6`, exact: true });

/** Pastes `text` into a box as a shopper's Ctrl+V would: a paste event carrying the clipboard. */
async function paste(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/plain", pasted);
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  }, text);
}

async function referralCodeOf(page: Page): Promise<string> {
  const response = await page.request.get("/api/v1/users/me", { headers: apiHeaders });
  expect(response.status()).toBe(200);
  return (await response.json()).data.referralCode;
}

test.describe("signing up and in through the auth modal", () => {
  test("a visitor creates an account, verifies it with the e-mailed code, signs in and edits the profile", {
    tag: "@mobile",
  }, async ({ page, request }) => {
    test.slow();
    const taken = newShopper();
    await signUp(request, taken);
    const shopper = newShopper({ firstName: "Chiamaka", lastName: "Eze" });

    await visit(page, "/");
    await openAccountFromHeader(page);
    await expect(page).toHaveURL("/?signin=1&redirectTo=%2Faccount");
    await expect(authModal(page).getByLabel("Email address")).toBeFocused();
    await authModal(page).getByRole("button", { name: "Create Account" }).click();

    // docs/product.md §4: the progress bar stands at 50% while the details are filled in.
    const signUpView = authModal(page, "Create Account");
    const progress = signUpView.getByRole("progressbar", { name: "Account creation" });
    await expect(progress).toHaveAttribute("aria-valuenow", "50");
    await expect(signUpView.getByText("50%")).toBeVisible();
    await expect(signUpView.getByLabel("First name")).toBeFocused();
    await signUpView.getByLabel("First name").fill(shopper.firstName);
    await signUpView.getByLabel("Last name").fill(shopper.lastName);

    // docs/product.md §5: the address is checked when the field is left.
    const email = signUpView.getByLabel("Email address");
    await email.fill("chiamaka@example");
    await email.blur();
    await expect(signUpView.getByText("The provided email is not valid", { exact: true })).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.fill(taken.email);
    await email.blur();
    await expect(
      signUpView.getByText("The provided email has been taken by another user", { exact: true }),
    ).toBeVisible();
    await email.fill(shopper.email);
    await email.blur();
    await expect(signUpView.getByText(/The provided email/)).toHaveCount(0);
    await expect(email).not.toHaveAttribute("aria-invalid", "true");

    // The password rules tick off as they are met.
    const password = passwordField(signUpView, "Password");
    const rules = signUpView.getByRole("list", { name: "Password rules" }).getByRole("listitem");
    await expect(rules).toHaveCount(5);
    const met = () => rules.evaluateAll((items) => items.map((item) => item.getAttribute("data-met")));
    expect(await met()).toEqual(["false", "false", "false", "false", "false"]);
    await password.fill("leather");
    await expect.poll(met).toEqual(["false", "false", "true", "false", "false"]);
    await password.fill("Leather2");
    await expect.poll(met).toEqual(["true", "true", "true", "true", "false"]);
    // "Too weak" waits until the confirmation is typed, and goes once every rule is met.
    const weak = signUpView.getByText("The password needs at least 8 characters");
    await expect(weak).toHaveCount(0);
    await passwordField(signUpView, "Confirm password").fill("Leather2");
    await expect(weak).toBeVisible();
    await password.fill(shopper.password);
    await expect.poll(met).toEqual(["true", "true", "true", "true", "true"]);
    await expect(weak).toHaveCount(0);
    await expect(rules.filter({ hasText: "(still needed)" })).toHaveCount(0);

    // Create Account waits for the confirmation to match.
    const create = signUpView.getByRole("button", { name: "Create Account" });
    await expect(create).toBeDisabled();
    const confirm = passwordField(signUpView, "Confirm password");
    await confirm.fill(shopper.password.slice(0, -1));
    await expect(signUpView.getByText("Passwords do not match", { exact: true })).toBeVisible();
    await expect(create).toBeDisabled();
    await confirm.fill(shopper.password);
    await expect(signUpView.getByText("Passwords do not match")).toHaveCount(0);
    await expect(create).toBeEnabled();
    await create.click();

    // The verify view: 100%, six boxes that take one digit each.
    await expect(toast(page, "news", messages.created)).toBeVisible();
    const verifyView = authModal(page, "Verify Account");
    await expect(verifyView.getByRole("progressbar", { name: "Account creation" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await expect(verifyView).toContainText(`We sent a 6-digit code to ${shopper.email}`);
    await expect(verifyView.getByRole("textbox", { name: /^Digit \d of 6$/ })).toHaveCount(6);
    const [first, second, third] = [1, 2, 3].map((position) => otpBox(verifyView, position)) as [
      Locator,
      Locator,
      Locator,
    ];
    const verify = verifyView.getByRole("button", { name: "Verify" });
    await expect(first).toBeFocused();
    await page.keyboard.type("x");
    await expect(first).toHaveValue("");
    await expect(first).toBeFocused();
    await page.keyboard.type("4");
    await expect(first).toHaveValue("4");
    await expect(second).toBeFocused();
    await page.keyboard.type("2");
    await expect(third).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(second).toBeFocused();
    await expect(second).toHaveValue("");
    await expect(first).toHaveValue("4");
    await expect(verify).toBeDisabled();

    // A whole code pasted into any box fills all six, from the first.
    const code = await codeSentTo(shopper.email);
    await paste(third, code);
    for (const [index, digit] of [...code].entries()) {
      await expect(otpBox(verifyView, index + 1)).toHaveValue(digit);
    }
    await expect(verify).toBeEnabled();
    await verify.click();
    await expect(toast(page, "news", messages.verified)).toBeVisible();

    // Verified: back to sign-in with the address filled in, and on to the page that asked (/account).
    await expect(authModal(page).getByLabel("Email address")).toHaveValue(shopper.email);
    await passwordField(authModal(page), "Password").fill(shopper.password);
    await authModal(page).getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "news", `Welcome back, ${shopper.firstName}.`)).toBeVisible();
    await expect(page).toHaveURL("/account");
    await expect(authModal(page)).toHaveCount(0);

    // docs/product.md §2: the user menu shows first name, last name and Ref. Code.
    await userMenuButton(page).click();
    const menu = page.locator(`#${await userMenuButton(page).getAttribute("aria-controls")}`);
    await expect(menu).toContainText(`${shopper.firstName} ${shopper.lastName}`);
    const referralCode = await referralCodeOf(page);
    await expect(menu).toContainText(`Ref. Code: ${referralCode}`);
    await menu.getByRole("link", { name: "My Profile" }).click();

    await expect(page).toHaveURL("/account/profile");
    const profile = page.getByRole("region", { name: "Your profile" });
    await expect(profile).toContainText(`${shopper.firstName} ${shopper.lastName}`);
    await expect(profile).toContainText(shopper.email);
    await expect(profile.getByRole("listitem")).toHaveText(["CUSTOMER", "ACTIVE", "VERIFIED"]);
    const personal = page.getByRole("region", { name: "Personal Information" });
    await expect(personal).toContainText("Preferred language");
    await expect(personal).toContainText("English");
    const account = page.getByRole("region", { name: "Account Information" });
    await expect(account.getByRole("definition")).toHaveText([
      "Active",
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      "Not Set",
      referralCode,
    ]);

    // Edit Profile is the side drawer; saving signs out and goes home with the server's message.
    await profile.getByRole("button", { name: "Edit Profile" }).click();
    const drawer = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(drawer).toBeVisible();
    await expectFullHeight(page, drawer);
    await expect(drawer.getByLabel("First name")).toBeFocused();
    await expect(drawer.getByLabel("First name")).toHaveValue(shopper.firstName);
    await expect(drawer.getByLabel("Last name")).toHaveValue(shopper.lastName);
    await drawer.getByLabel("First name").fill("Chiamaka Adaeze");
    await drawer.getByLabel("Last name").fill("Eze-Okafor");
    await drawer.getByRole("button", { name: "Save Changes" }).click();

    await expect(toast(page, "news", messages.profileSaved)).toBeVisible();
    await expect(page).toHaveURL("/");
    await expectSignedOutHeader(page);
    await openSignIn(page, "/account/profile");
    await expect(page).toHaveURL("/?signin=1&redirectTo=%2Faccount%2Fprofile");

    // Signing in again brings the new name.
    await signInWithModal(page, shopper);
    await expect(page).toHaveURL("/account/profile");
    await expect(page.getByRole("region", { name: "Your profile" })).toContainText(
      "Chiamaka Adaeze Eze-Okafor",
    );
  });

  test("Change Password on the profile signs out, and the new password signs in", { tag: "@mobile" }, async ({
    page,
  }) => {
    const shopper = await signedInShopper(page);
    await visit(page, "/account/profile");
    await page.getByRole("button", { name: "Change Password" }).click();
    const drawer = page.getByRole("dialog", { name: "Change Password" });
    const newPassword = passwordField(drawer, "New password");
    const confirm = passwordField(drawer, "Confirm password");
    await expect(newPassword).toBeFocused();
    await expectFullHeight(page, drawer);

    const save = drawer.getByRole("button", { name: "Change Password", exact: true });
    const stillNeeded = drawer.getByRole("listitem").filter({ hasText: "(still needed)" });
    await expect(stillNeeded).toHaveCount(5);
    await newPassword.fill("Calabash#77");
    await expect(stillNeeded).toHaveCount(0);
    await expect(save).toBeDisabled();
    await confirm.fill("Calabash#7");
    await expect(drawer.getByText("Passwords do not match")).toBeVisible();
    await expect(save).toBeDisabled();
    await confirm.fill("Calabash#77");
    await save.click();

    await expect(toast(page, "news", messages.passwordChanged)).toBeVisible();
    await expect(page).toHaveURL("/");
    await expectSignedOutHeader(page);

    await openSignIn(page);
    await signInWithModal(page, shopper);
    await expect(toast(page, "error", messages.wrongPassword)).toBeVisible();
    await signInWithModal(page, { ...shopper, password: "Calabash#77" });
    await expect(authModal(page)).toHaveCount(0);
    await expect(userMenuButton(page)).toBeVisible();
    // The refusal of the first try does not stay beside the welcome of the second.
    await expect(toast(page, "news", `Welcome back, ${shopper.firstName}.`)).toBeVisible();
    await expect(toast(page, "error", messages.wrongPassword)).toHaveCount(0);
  });

  test("a wrong password is refused with the server's message as an error toast", async ({
    page,
    request,
  }) => {
    const shopper = await verifiedShopper(request);
    await openSignIn(page);
    await signInWithModal(page, { ...shopper, password: "Leather#2025" });
    await expect(toast(page, "error", messages.wrongPassword)).toBeVisible();
    // Nothing else changed: the modal is still open on sign-in, and nobody is signed in.
    await expect(authModal(page)).toBeVisible();
    await expect(page).toHaveURL("/?signin=1");
    await expectSignedOutHeader(page);
  });

  test("an unverified account is sent a new code and shown the verify view, whose code runs out after 05:00", async ({
    page,
    request,
  }) => {
    const shopper = newShopper();
    await signUp(request, shopper);

    // The page's clock runs normally while the page loads, then stands still until moved on.
    const start = new Date("2026-03-02T09:00:00+01:00");
    await page.clock.install({ time: start });
    await openSignIn(page);
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));

    await signInWithModal(page, shopper);
    await expect(toast(page, "news", messages.unverified)).toBeVisible();
    const verifyView = authModal(page, "Verify Account");
    await expect(verifyView).toContainText(`We sent a 6-digit code to ${shopper.email}`);
    const countdown = verifyView.getByText(/^OTP expires in:/);
    const resend = verifyView.getByRole("button", { name: "Resend" });
    await expect(countdown).toHaveText("OTP expires in: 05:00");
    await expect(resend).toHaveCount(0);

    await page.clock.runFor(1000);
    await expect(countdown).toHaveText("OTP expires in: 04:59");
    await page.clock.runFor("04:58");
    await expect(countdown).toHaveText("OTP expires in: 00:01");
    await expect(resend).toHaveCount(0);
    await page.clock.runFor(1000);
    await expect(countdown).toHaveCount(0);
    await expect(verifyView.getByText("The code has expired.")).toBeVisible();

    // Resend sends a new code, hides the link and starts the countdown again.
    await resend.click();
    await expect(toast(page, "news", messages.otpSent)).toBeVisible();
    await expect(countdown).toHaveText("OTP expires in: 05:00");
    await expect(resend).toHaveCount(0);
    // Codes so far: the sign-up's, the sign-in's and the resent one, which replaced them.
    const code = await codeSentTo(shopper.email, { after: 2 });
    await otpBox(verifyView, 1).pressSequentially(code);
    await expect(otpBox(verifyView, 6)).toHaveValue(code.slice(-1));
    await verifyView.getByRole("button", { name: "Verify" }).click();
    await expect(toast(page, "news", messages.verified)).toBeVisible();
    await expect(authModal(page).getByLabel("Email address")).toHaveValue(shopper.email);
  });
});
