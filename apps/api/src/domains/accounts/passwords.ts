import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// Passwords are hashed with Argon2id at OWASP's recommended cost (19 MiB, 2 passes, 1 lane).
// The options are spelled out so that a change of the library's defaults cannot weaken them.

const argon2id = 2;
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of nothing anyone knows, checked when the e-mail has no account, so that sign-in takes
 * as long for an unknown address as for a wrong password and timing cannot tell the two apart.
 */
let decoy: Promise<string> | undefined;
export async function checkDecoyPassword(password: string): Promise<false> {
  decoy ??= hashPassword(randomUUID());
  await passwordMatches(await decoy, password);
  return false;
}
