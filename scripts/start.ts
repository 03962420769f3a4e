import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { serverNodeFlags } from "../apps/api/src/server-flags.ts";

// `npm start`: build the pages when the build is missing or older than their sources, then run the
// one Oja process (it migrates, seeds an empty database and serves http://localhost:3000).

const root = path.resolve(import.meta.dirname, "..");
const builtMarker = path.join(root, "apps/web/build/server/index.js");
const sources = ["apps/web/app", "apps/web/public", "packages/contracts/src"].map((dir) =>
  path.join(root, dir),
);
const configs = ["apps/web/vite.config.ts", "apps/web/react-router.config.ts", "package-lock.json"];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    0,
  );
}

function build() {
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build", path.join(root, "apps/web")],
    // A build is for production whatever NODE_ENV the shop runs with: Vite would otherwise put React's
    // development build, its warnings and its slower checks, into the pages.
    { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
const changedAt = Math.max(
  ...sources.map(newestChange),
  ...configs.map((file) => newestChange(path.join(root, file))),
);
if (builtAt < changedAt) {
  console.info(builtAt ? "The pages changed since the last build; building…" : "Building the pages…");
  build();
}

// The pages are the production build, so React runs as production too (NODE_ENV); the shop's own
// mode, which asks for real secrets, is OJA_MODE and stays as the caller set it (decision 026).
const mode = process.env.OJA_MODE || (process.env.NODE_ENV === "production" ? "production" : "development");
const server = spawnSync(
  process.execPath,
  [...serverNodeFlags, path.join(root, "apps/api/src/server.ts"), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", OJA_MODE: mode },
  },
);
process.exit(server.status ?? 0);
