import { chmod, mkdir, rm } from "node:fs/promises";
import { createServer, get } from "node:http";
import path from "node:path";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type BackupSources, writeBackup } from "./make-backup.ts";

// PGlite is a database inside one process: no second process may open its folder while that one runs.
// So the process that has it open answers for it on a Unix socket in DATA_DIR, readable by the folder's
// owner alone, and `npm run backup` asks it for the backup there (docs/decisions/041-backups.md). The
// socket also tells a second process that the folder is taken.

/** A Unix socket's path holds at most 107 bytes; a longer one is cut short by the system, elsewhere. */
const socketPathMaxBytes = 107;

export function backupSocketPath(dataDir: string): string {
  const socketPath = path.resolve(dataDir, "backup.sock");
  if (Buffer.byteLength(socketPath) > socketPathMaxBytes) {
    throw new Error(
      `The path of DATA_DIR is too long for its backup socket (${socketPath}, at most ${socketPathMaxBytes} bytes): ` +
        "set DATA_DIR to a shorter path (a symbolic link to the folder will do).",
    );
  }
  return socketPath;
}

export interface BackupSocket {
  /** From now on a backup is made of these. */
  serve(sources: BackupSources): void;
  close(): Promise<void>;
}

/**
 * Takes DATA_DIR's socket before the process opens the folder's database; refuses when another process
 * answers on it. Until `serve`, a backup asked for is answered 503. A DATA_DIR too long for a socket is
 * told to `onError`, and the shop serves on without one.
 */
export async function listenForBackups(
  dataDir: string,
  onError: (error: unknown) => void,
): Promise<BackupSocket> {
  let socketPath: string;
  try {
    socketPath = backupSocketPath(dataDir);
  } catch (error) {
    onError(error);
    return { serve: () => undefined, close: async () => undefined };
  }
  if (await answers(socketPath)) {
    throw new Error(`Another process has the database in ${path.resolve(dataDir)} open: stop it first.`);
  }
  await mkdir(path.dirname(socketPath), { recursive: true });
  // Left by a process that ended without closing it.
  await rm(socketPath, { force: true });
  let sources: BackupSources | undefined;
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/backup") {
      response.writeHead(404).end();
      return;
    }
    if (!sources) {
      response.writeHead(503).end("The shop is still starting.");
      return;
    }
    response.writeHead(200, { "content-type": "application/gzip" });
    writeBackup(sources, response).catch((error) => {
      onError(error);
      response.destroy(error);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    serve(given) {
      sources = given;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Asks the process that has DATA_DIR's database open for a backup, written to `out`. Answers false,
 * writing nothing, when no process answers there.
 */
export async function backupFromRunningShop(dataDir: string, out: Writable): Promise<boolean> {
  const socketPath = backupSocketPath(dataDir);
  const response = await new Promise<import("node:http").IncomingMessage | undefined>((resolve, reject) => {
    get({ socketPath, path: "/backup" }, resolve).on("error", (error: NodeJS.ErrnoException) => {
      // No socket, or one a process that has ended left behind.
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED" || error.code === "EPIPE")
        resolve(undefined);
      else reject(error);
    });
  });
  if (!response) return false;
  if (response.statusCode !== 200) {
    response.resume();
    throw new Error(`The running shop could not make a backup (HTTP ${response.statusCode}).`);
  }
  await pipeline(response, out);
  return true;
}

async function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get({ socketPath, path: "/" }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on("error", () => resolve(false));
  });
}
