import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

// In `npm run dev` the pages run on Vite (port 5173) and the API process (port 3000) answers
// /api and /uploads through this proxy.
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  server: {
    port: 5173,
    proxy: { "/api": apiOrigin, "/uploads": apiOrigin },
  },
});
