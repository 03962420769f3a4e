import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { root } from "./bench-shop.ts";

// Which part of a first-load script is the framework's and which the shop's own (decision 018's
// floor): the client build is made with hidden source maps (the scripts byte for byte as without them,
// no comment pointing at a map), each script's bytes are attributed to the package they came from by
// its map, and each part is compressed on its own at Brotli 11. The framework is React, React DOM
// (with its scheduler) and React Router with what they bring; everything else, other packages the
// shop chose included, is the shop's own.

const assets = path.join(root, "apps/web/build/client/assets");
const framework =
  /node_modules\/(react|react-dom|scheduler|react-router|@react-router\/[^/]+|cookie|set-cookie-parser)\//;

/** Builds the pages as `npm start` does, with a source map beside each client script. */
export function buildWithSourceMaps() {
  const built = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/@react-router/dev/bin.cjs"),
      "build",
      path.join(root, "apps/web"),
      "--sourcemapClient=hidden",
    ],
    { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (built.status !== 0) throw new Error("The pages did not build");
}

/** The maps go once the scripts are weighed: the shop serves its build folder as it is. */
export async function removeSourceMaps() {
  for (const file of await readdir(assets)) {
    if (file.endsWith(".js.map")) await rm(path.join(assets, file));
  }
}

const base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** One segment of a source map's `mappings`: its base64 VLQ numbers. */
function decodeSegment(segment: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = base64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return numbers;
}

/** The script's text cut in two by its map: what came from the framework and what did not. */
function splitByOrigin(code: string, map: { sources: string[]; mappings: string }) {
  const parts = { framework: [] as string[], own: [] as string[] };
  const lines = code.split("\n");
  let source = 0;
  map.mappings.split(";").forEach((mappings, lineIndex) => {
    const line = lines[lineIndex] ?? "";
    let column = 0;
    let from = 0;
    let fromFramework = false;
    for (const segment of mappings.split(",")) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      (fromFramework ? parts.framework : parts.own).push(line.slice(from, column));
      from = column;
      // A segment without a source (the bundler's own glue) counts as the shop's.
      if (sourceDelta === undefined) {
        fromFramework = false;
        continue;
      }
      source += sourceDelta;
      fromFramework = framework.test(map.sources[source] ?? "");
    }
    (fromFramework ? parts.framework : parts.own).push(`${line.slice(from)}\n`);
  });
  return parts;
}

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

/**
 * The framework's share of a script (0 to 1), by the Brotli sizes of its two parts compressed apart;
 * `scriptPath` as the page names it (/assets/….js).
 */
export async function frameworkShare(scriptPath: string): Promise<number> {
  const file = path.join(assets, path.basename(scriptPath));
  if (!existsSync(file))
    throw new Error(`${scriptPath} is not in the build: was it built by buildWithSourceMaps?`);
  // The bundler's runtime comes without a map: its glue, counted as the shop's.
  if (!existsSync(`${file}.map`)) return 0;
  const parts = splitByOrigin(
    await readFile(file, "utf8"),
    JSON.parse(await readFile(`${file}.map`, "utf8")),
  );
  const frameworkBytes = brotli(parts.framework.join(""));
  const ownBytes = brotli(parts.own.join(""));
  return frameworkBytes / (frameworkBytes + ownBytes || 1);
}

/**
 * A script's body as the shop sends it to a browser that takes Brotli: the build's precompressed file
 * (apps/web/precompress.ts), or the script itself when it is too small to be compressed.
 */
export async function sentBytes(scriptPath: string): Promise<number> {
  const file = path.join(assets, path.basename(scriptPath));
  const compressed = `${file}.br`;
  return (await stat(existsSync(compressed) ? compressed : file)).size;
}
