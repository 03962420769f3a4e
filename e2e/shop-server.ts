// The shop the browser tests run against, named once for playwright.config.ts and the tests.

export const shopPort = Number(process.env.E2E_PORT ?? 3100);
export const shopURL = `http://127.0.0.1:${shopPort}`;

// The shop owner's account, made by the e2e server at start from OJA_ADMIN_EMAIL and
// OJA_ADMIN_PASSWORD, as on an embedded database (docs/architecture.md §8).
export const shopOwner = { email: "owner@oja.test", password: "Leather#2026" } as const;
