import type { Page } from "@playwright/test";
import { live } from "./shoppers.ts";

// The catalog as its browser tests meet it (catalog.spec.ts, product-page.spec.ts, crawlers.spec.ts,
// search.spec.ts): the demo shop's products, opening a page of it, and holding back a part's code.

/** The demo shop's featured bag, and how many products the demo shop sells. */
export const voyager = "/products/luxurious-voyager-bag";
export const demoProductCount = 40;

/** Opens a page and waits until React has taken over the server's HTML and run its effects. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await live(page.locator("main"));
  await page.waitForTimeout(100);
}

/**
 * Holds back the code of a lazy part (its chunk as the build names it, e.g. "header-search") until the
 * function answered is called: the seconds a slow phone waits for it, made certain.
 */
export async function holdBackCode(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
