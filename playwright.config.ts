import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { shopOwner, shopPort, shopURL } from "./e2e/shop-server.ts";

// Browser tests drive Debian's Chromium (Playwright may not download browsers here) against the
// production build served by the one Oja process, on a throwaway PGlite database.

// The server's throwaway data folder, named here so that the tests can read the e-mails it writes
// there (e2e/shoppers.ts): workers inherit this process's environment, and so does e2e/serve.ts,
// which makes the folder and removes it when it stops.
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `oja-e2e-${randomUUID()}`);
const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const wide = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const phone = {
  ...devices["Desktop Chrome"],
  viewport: { width: 360, height: 740 },
  isMobile: false,
  hasTouch: true,
};

// Every test runs at 1280 px. A test runs at 360 px as well when the width changes what it checks (a
// drawer instead of a sidebar, cards instead of a table, a layout, axe at that width): it says so with
// the tag @mobile.
const narrowTests = /@mobile/;

// Two specs run at once, each with its own shoppers. The specs named here change what every other spec
// sees: the store-wide discount and settings, the products in the shop (which other specs count), the
// shared Voyager's stock, the sales figures of the whole shop. They run after the others, one at a time.
const shopWide = /\/(admin(-[a-z]+)?|price-clarity|product-variants|size-guide)\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Two tests at once on CI's two cores each take longer, and more so on a busy machine: the limits
  // catch a test that hangs, and are not a measure of the shop's speed (bench/ measures that).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: shopURL,
    // A trace records every step's page and screenshots, a quarter of the run's work: on CI only the
    // retry of a test that failed once records one (decision 068); locally every failure keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [
    { name: "desktop", use: wide, testIgnore: shopWide },
    { name: "mobile", use: phone, grep: narrowTests, testIgnore: shopWide },
    {
      name: "desktop-shop-wide",
      use: wide,
      testMatch: shopWide,
      dependencies: ["desktop", "mobile"],
      workers: 1,
    },
    {
      name: "mobile-shop-wide",
      use: phone,
      grep: narrowTests,
      testMatch: shopWide,
      dependencies: ["desktop-shop-wide"],
      workers: 1,
    },
  ],
  webServer: {
    command: "node e2e/serve.ts",
    url: `${shopURL}/api/v1/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // The shop's public address is the one the browser uses: the sandbox payment page redirects there,
    // and the session cookies belong to that host.
    // The shop owner's account is made at start, as on an embedded database (docs/architecture.md §8; e2e/admin.spec.ts).
    env: {
      PORT: String(shopPort),
      PUBLIC_URL: shopURL,
      OJA_ADMIN_EMAIL: shopOwner.email,
      OJA_ADMIN_PASSWORD: shopOwner.password,
    },
    // A SIGTERM (not the default SIGKILL) lets e2e/serve.ts stop the shop and remove its data folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
