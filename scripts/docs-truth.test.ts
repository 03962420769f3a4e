import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configSchema } from "@oja/contracts/config";
import { describe, expect, it } from "vitest";

// The lists in the docs that the code can check: the contracts' files in docs/architecture.md, the
// environment variables in the README's configuration table, and the variables and commands that
// docs/deploy.md tells an operator to use.

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("the docs", () => {
  it("name every file of the contracts in the architecture's list", () => {
    const architecture = read("docs/architecture.md");
    const files = readdirSync(path.join(root, "packages/contracts/src")).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => !architecture.includes(`\`${file}\``))).toEqual([]);
  });

  it("give every environment variable the configuration reads a row of the README's table", () => {
    const readme = read("README.md");
    const variables = Object.keys(configSchema.in.shape);
    expect(variables).toContain("DATABASE_URL");
    expect(variables.filter((name) => !readme.includes(`| \`${name}\``))).toEqual([]);
  });

  it("name in the deployment guide only variables and commands the shop has", () => {
    const guide = read("docs/deploy.md");
    const deployFiles = read("deploy/compose.yaml") + read("deploy/Caddyfile");
    const known = new Set([
      ...Object.keys(configSchema.in.shape),
      "NODE_ENV",
      // What the deploy files read: Compose's ${NAME} and Caddy's {$NAME}.
      ...[...deployFiles.matchAll(/\$\{(\w+)|\{\$(\w+)/g)].map((match) => match[1] ?? match[2]),
    ]);
    const variables = [...guide.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map(
      (match) => match[1] ?? "",
    );
    expect(variables).toContain("PAYSTACK_SECRET_KEY");
    expect(variables.filter((name) => !known.has(name))).toEqual([]);

    const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: object }).scripts);
    const commands = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? "");
    expect(commands).toContain("admin:create");
    expect(commands.filter((name) => !scripts.includes(name))).toEqual([]);
    expect(read("README.md")).toContain("(docs/deploy.md)");
  });
});
