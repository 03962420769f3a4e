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

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: shopURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: chromiumFlags },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
      },
      // Server-rendered HTML is the same at any width: checked once, on desktop.
      testIgnore: /pages\.spec\.ts/,
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
