import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

// Rolldown's runtime, Vite's helper for parts loaded lazily, the product card (the home page, the shop
// and every product page draw it) and the cart's and wishlist's form intents (a product page posts them,
// the viewers read them) ride along: each would otherwise be one more first-load request.
const shellModule =
  /rolldown[\\/]runtime|vite[\\/]preload-helper|features[\\/]catalog[\\/]product-card\.tsx$|features[\\/](cart|wishlist)[\\/](cart|wishlist)-change\.ts$|apps[\\/]web[\\/]app[\\/](components|lib)[\\/]|packages[\\/]contracts[\\/]src[\\/](money|pricing|images|http|colours|dates|shop|product-sorts|cart)\.ts$/;
// Modules that bring zod with them stay in the chunks of the pages that need them, and so do the pieces
// that only the account area, the admin area and the viewers (all loaded on demand) use.
const withZod = /order-badge\.tsx$|text-field\.tsx$|zod-settings\.client\.ts$|\.server\.ts$/;
const notOnPublicPages = /(pagination|quote-summary|confirm-dialog)\.tsx$/;

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
              name: "shell",
              test: (id) => shellModule.test(id) && !withZod.test(id) && !notOnPublicPages.test(id),
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
