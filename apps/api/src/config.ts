import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Config, readConfig } from "@oja/contracts/config";

export type ApiConfig = Config & { JWT_SECRET: string };

/**
 * The environment, validated. Outside production a missing JWT_SECRET is generated once and kept in
 * DATA_DIR, so sessions survive restarts without any set-up.
 */
export async function loadConfig(env: Record<string, string | undefined> = process.env): Promise<ApiConfig> {
  const config = readConfig(env);
  if (config.JWT_SECRET) return { ...config, JWT_SECRET: config.JWT_SECRET };
  return { ...config, JWT_SECRET: await keptSecret(path.join(config.DATA_DIR, "jwt-secret")) };
}

/**
 * Where a shop kept its photos as files before they moved to the photo store (decision 038), which
 * imports them from here at start.
 */
export function uploadsDirectory(config: Pick<ApiConfig, "DATA_DIR">): string {
  return path.resolve(config.DATA_DIR, "uploads");
}

async function keptSecret(file: string): Promise<string> {
  try {
    const kept = (await readFile(file, "utf8")).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(48).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Said at start when the API runs on a shared PostgreSQL without JWT_SECRET: the generated secret lives
 * in this process's DATA_DIR, so a second process would sign and check sessions with another one.
 */
export function sharedSecretWarning(env: Record<string, string | undefined>): string | undefined {
  const config = readConfig(env);
  if (!config.DATABASE_URL || config.JWT_SECRET) return undefined;
  return (
    "Warning: JWT_SECRET is not set while DATABASE_URL is. This process uses a secret generated in " +
    `${config.DATA_DIR}; any other process on the same database will not accept its sessions. ` +
    "Set the same JWT_SECRET (32 characters or more) on every process."
  );
}
