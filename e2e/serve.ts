import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Serves the built shop for the browser tests on a fresh data folder, removed on exit: the one
// playwright.config.ts names in E2E_DATA_DIR (its tests read the e-mail outbox there), or a new one.

const root = path.resolve(import.meta.dirname, "..");
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), "oja-e2e-"));
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [path.join(root, "scripts/start.ts")], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    // The tests read sign-up codes from the outbox's .eml files, so no e-mail goes out by SMTP.
    SMTP_URL: "",
    MAIL_OUTBOX_DIR: path.join(dataDir, "mail"),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});

function stop() {
  server.kill("SIGTERM");
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  // The shop may still be closing its database files as its launcher exits: retry a busy folder.
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  process.exit(code ?? 0);
});
