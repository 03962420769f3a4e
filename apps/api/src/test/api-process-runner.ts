import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

// Starts test/api-process.ts as a child process, for the tests that need real API processes of their
// own on one PostgreSQL database, and stops it again.

const apiProcessScript = path.resolve(import.meta.dirname, "api-process.ts");

export interface RunningApiProcess {
  child: ChildProcess;
  origin: string;
  /** How the process ended, if it did: the tests assert that it did not. */
  exit: () => { code: number | null; signal: NodeJS.Signals | null } | undefined;
  stop: () => Promise<void>;
}

/** Starts the process with `env` over the tests' own and waits until it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<RunningApiProcess> {
  const child = spawn(process.execPath, [apiProcessScript], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SMTP_URL: "",
      REDIS_URL: "",
      // Tests that do not watch a stop's drain need not wait for it.
      SHUTDOWN_DRAIN_SECONDS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  child.once("exit", (code, signal) => {
    ended = { code, signal };
  });
  const port = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on("line", (line) => {
      const match = line.match(/^listening (\d+)$/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`the API process ended early (${code})`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    exit: () => ended,
    async stop() {
      if (ended) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
