import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

// The browser's files are compressed once, at build time, at Brotli's and gzip's best (Brotli 11 is
// ≈ 15 % smaller than the quality a server can afford per request), and served as they are
// (web-host.ts: @fastify/static's preCompressed): a phone on a slow line downloads less JavaScript.

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|css|svg|ico|json|txt|xml|webmanifest)$/;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function precompress(): Plugin {
  return {
    name: "oja-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      if (!options.dir) return;
      for (const file of await filesUnder(options.dir)) {
        const content = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzip(content, { level: 9 }),
        ]);
        // Small scripts too (a page's runtime, a route's few intents): each is fetched before the page is
        // interactive, and Brotli halves even those. A copy no smaller than the file is not written.
        await Promise.all([
          br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
          gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
        ]);
      }
    },
  };
}
