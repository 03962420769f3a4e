import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configSchema } from "@oja/contracts/config";
import { describe, expect, it } from "vitest";

// The lists in the docs that the code can check: the contracts' files in docs/architecture.md, and the
// environment variables in the README's configuration table.

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
});
