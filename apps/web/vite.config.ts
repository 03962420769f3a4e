import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rolldown } from "vite";
import { precompress } from "./precompress.ts";

// Rolldown's runtime, Vite's helper for parts loaded lazily, the product card (the home page, the shop
// and every product page draw it), the product page's add-to-cart check, back in stock's intents and the
// cart's and wishlist's form intents (a product page posts them, the viewers read them) ride along: each
// would otherwise be one more first-load request.
const shellModule =
  /rolldown[\\/]runtime|vite[\\/]preload-helper|features[\\/]catalog[\\/](product-card\.tsx|stock-alert-change\.ts)$|features[\\/](cart|wishlist)[\\/](cart|wishlist)-change\.ts$|apps[\\/]web[\\/]app[\\/](components|lib)[\\/]|packages[\\/]contracts[\\/]src[\\/](money|pricing|images|http|shop|product-sorts|add-to-cart)\.ts$/;
// Modules that bring zod with them stay in the chunks of the pages that need them, and so do the pieces
// that only the account area, the admin area and the viewers (all loaded on demand) use.
const withZod = /order-badge\.tsx$|text-field\.tsx$|zod-settings\.client\.ts$|\.server\.ts$/;
const notOnPublicPages = /(pagination|quote-summary|confirm-dialog)\.tsx$/;
// What only the text field's forms use rides in the text field's script, not in every page's shell.
const withTextField = /filled-early\.ts$/;
const ownModule = /apps[\\/]web[\\/]app[\\/]|packages[\\/]contracts[\\/]/;
// The root and a visitor's pages; the account area, the admin area, the cart, checkout and the
// payment's answer are a signed-in shopper's or the owner's.
const publicModule =
  /apps[\\/]web[\\/]app[\\/](root\.tsx|routes[\\/](?!cart|checkout|payment-verification)[\w-]+\.tsx)(\?.*)?$/;

/** The root and the visitor's pages that reach a module through static imports. */
function publicImporters(id: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const pages = new Set<string>();
  const seen = new Set<string>();
  const next = [id];
  for (let at = next.pop(); at !== undefined; at = next.pop()) {
    if (seen.has(at)) continue;
    seen.add(at);
    if (publicModule.test(at)) pages.add(at.replace(/\?.*$/, ""));
    else next.push(...(ctx.getModuleInfo(at)?.importers ?? []));
  }
  return pages;
}

/**
 * Which first-load script an own module of the frame rides in. What the root or several of a visitor's
 * pages draw is the shell; what only the product page draws (the add-to-cart check and the intents its
 * forms post) is a script of that page's own, so that the home page, the shop and the content pages do not
 * fetch it; what one other page draws goes with that page (the contracts' constants excepted), and what
 * no visitor's page draws stays with the account area, the admin area and the parts loaded on demand.
 */
function frameScript(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (!shellModule.test(id) || withZod.test(id) || notOnPublicPages.test(id) || withTextField.test(id))
    return null;
  if (!ownModule.test(id)) return "shell";
  const pages = [...publicImporters(id, ctx)];
  if (pages.length > 1 || pages.some((page) => page.endsWith("root.tsx"))) return "shell";
  if (pages.length === 0) return null;
  if (/routes[\\/]product\.tsx$/.test(pages[0] ?? "")) return "product-parts";
  // A contract module that one other page draws is a few constants: a request of its own would cost
  // more than its bytes.
  return /packages[\\/]contracts[\\/]/.test(id) ? "shell" : null;
}

// In `npm run dev` the pages run on Vite (port 5173) and the API process (port 3000) answers
// /api and /uploads through this proxy.
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The shop's frame (components, client helpers, money and pricing) in one file instead of
              // a dozen of a kilobyte each: on a phone's line each file is a round trip of its own.
              name: (id, ctx) => (frameScript(id, ctx) === "shell" ? "shell" : null),
              priority: 2,
            },
            {
              name: (id, ctx) => (frameScript(id, ctx) === "product-parts" ? "product-parts" : null),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": apiOrigin, "/uploads": apiOrigin },
  },
});
