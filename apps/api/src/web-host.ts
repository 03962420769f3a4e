import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyInstance } from "fastify";
import type { ApiConfig } from "./config.ts";
import { pageSecurityHeaders } from "./http/security-headers.ts";

// The one production process serves, beside the API: uploaded images and the server-rendered pages
// of apps/web (its React Router build).

export const webBuildDirectory = fileURLToPath(new URL("../../web/build", import.meta.url));
const yearInSeconds = 365 * 24 * 60 * 60;

/** Uploaded images, also in `--api-only` mode, where Vite's dev server proxies /uploads here. */
export async function serveUploads(app: FastifyInstance, config: ApiConfig) {
  await app.register(fastifyStatic, {
    root: path.resolve(config.DATA_DIR, "uploads"),
    prefix: "/uploads/",
    decorateReply: false,
    // Upload names never change content, so browsers may keep them for a year.
    cacheControl: false,
    setHeaders: (reply) => reply.header("cache-control", `public, max-age=${yearInSeconds}, immutable`),
  });
}

export async function serveWebPages(app: FastifyInstance) {
  const serverBuildPath = path.join(webBuildDirectory, "server", "index.js");
  if (!existsSync(serverBuildPath)) {
    throw new Error(`The web pages are not built (${serverBuildPath} is missing): run \`npm run build\`.`);
  }

  await app.register(async (pages) => {
    // The pages call the API over loopback on the shopper's behalf: they pass on the shopper's address
    // (as resolved here, never as the browser claimed it) so per-client limits still hold.
    pages.addHook("onRequest", async (request) => {
      request.headers["x-forwarded-for"] = request.ip;
    });
    pages.addHook("onSend", async (_request, reply) => {
      reply.headers(pageSecurityHeaders);
    });
    // Pages, scripts and styles shrink to a quarter with Brotli or gzip: on a phone's slow line that
    // is most of the wait for first paint. Images are WebP already and left alone.
    await pages.register(fastifyCompress, {
      threshold: 1024,
      encodings: ["br", "gzip"],
      // Brotli's default (11) is for files compressed once; 5 is nearly as small and fast per request.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await pages.register(fastifyReactRouter, {
      serverBuildPath,
      clientBuildDirectory: path.join(webBuildDirectory, "client"),
      // This is always the production build (`npm run dev` serves the pages from Vite instead), whatever
      // NODE_ENV the API runs with: in development mode React Router writes server errors, stack
      // traces and file paths included, into the pages it answers.
      mode: "production",
    });
  });
}
