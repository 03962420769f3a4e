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
