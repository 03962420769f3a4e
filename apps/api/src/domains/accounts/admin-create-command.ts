import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { emailSchema } from "@oja/contracts/rules";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import { ensureAdmin } from "./accounts.service.ts";

// `npm run admin:create -- --email owner@example.com` (docs/architecture.md §8): makes the shop owner's account, or
// makes an existing account ADMIN. The password comes from OJA_ADMIN_PASSWORD or is asked for, never
// from an argument, which would stay in the shell's history and the process list.

const { values } = parseArgs({ options: { email: { type: "string" } } });
const email = emailSchema.safeParse(values.email ?? "");
if (!email.success) {
  console.error("Give the owner's e-mail address: npm run admin:create -- --email owner@example.com");
  process.exit(1);
}

async function askPassword(): Promise<string> {
  const fromEnv = process.env.OJA_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // What is typed is not echoed.
  const echo = (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
  (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (text.includes("Password")) echo.call(prompt, text);
  };
  try {
    return await prompt.question("Password for the owner's account (8 characters or more): ");
  } finally {
    prompt.close();
    process.stdout.write("\n");
  }
}

const password = await askPassword();
if (password.length < 8) {
  console.error("The password needs at least 8 characters.");
  process.exit(1);
}
const config = await loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(database);
  const made = await ensureAdmin(database.db, { email: email.data, password });
  console.info(
    made === "created"
      ? `Made the owner's account ${email.data}: sign in through the shop's sign-in.`
      : made === "promoted"
        ? `${email.data} already had an account: it is now ADMIN, with its own password.`
        : `${email.data} is already the shop's ADMIN.`,
  );
} finally {
  await database.close();
}
