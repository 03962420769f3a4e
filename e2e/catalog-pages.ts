import type { Page } from "@playwright/test";
import { alive } from "./shoppers.ts";

// The catalog as its browser tests meet it (catalog.spec.ts, product-page.spec.ts, crawlers.spec.ts): the
// demo shop's products, and opening a page of it.

/** The demo shop's featured bag, and how many products the demo shop sells. */
export const voyager = "/products/luxurious-voyager-bag";
export const demoProductCount = 40;

/** Opens a page and waits until React has taken over the server's HTML and run its effects. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await alive(page.locator("main"));
}
