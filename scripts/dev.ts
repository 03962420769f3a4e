import { spawn } from "node:child_process";
import path from "node:path";
import pinoPretty from "pino-pretty";

// `npm run dev`: the API process (restarted on change) on PORT, and the pages on Vite's dev server
// with hot reload, which proxies /api and /uploads to it. The API's JSON log lines are shown as readable
// lines here only: production writes JSON for a log collector and never loads pino-pretty.

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn(
    process.execPath,
    [
      "--watch-path=apps/api/src",
      "--watch-path=packages/contracts/src",
      "apps/api/src/server.ts",
      "--api-only",
    ],
    {
      cwd: root,
      stdio: ["inherit", "pipe", "inherit"],
    },
  ),
  spawn(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "dev"], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
  }),
];

// The start-up lines are log lines too; a line that is not JSON would pass through unchanged.
children[0]?.stdout?.pipe(
  pinoPretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }),
);

function stop() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", stop);
