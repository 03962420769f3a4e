import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { configSchema } from "@oja/contracts/config";
import { apiBasePath } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { afterAll, describe, expect, it } from "vitest";
import { serverNodeFlags } from "../apps/api/src/server-flags.ts";

// The deployment's files (deploy/, docs/deploy.md, decision 042) name the shop's variables, its health
// paths, its Node and its files; these checks keep them true as the code moves. Caddy and Debian's
// docker-compose check their own files where they are installed.

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/**
 * The variables the shop reads: the configuration's, and NODE_ENV, which the configuration reads for
 * the shop's mode where OJA_MODE is unset (decision 026).
 */
const shopVariables = new Set([...Object.keys(configSchema.in.shape), "NODE_ENV"]);
const isShopVariable = (name: string) => shopVariables.has(name);

/** Variables the deploy files read themselves: Compose's `${NAME}` and Caddy's `{$NAME}`. */
const deployVariables = new Set(
  [
    ...read("deploy/compose.yaml").matchAll(/\$\{(\w+)/g),
    ...read("deploy/Caddyfile").matchAll(/\{\$(\w+)/g),
  ].map((match) => match[1]),
);
/** Compose's own: the project's name, read from deploy/.env. */
const composeVariables = new Set(["COMPOSE_PROJECT_NAME"]);

/** The names an example environment file sets, one `NAME=value` a line. */
const exampleNames = (text: string) => [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

/** The variables a YAML mapping sets under `environment:` inside the block that starts at `blockStart`. */
function environmentOf(yaml: string, blockStart: string): string[] {
  const lines = yaml.split("\n");
  const start = lines.findIndex((line) => line.startsWith(blockStart));
  const indent = (line: string) => line.length - line.trimStart().length;
  const names: string[] = [];
  let environmentIndent = -1;
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (indent(line) === 0) break;
    if (environmentIndent >= 0 && indent(line) <= environmentIndent) environmentIndent = -1;
    if (line.trim() === "environment:") environmentIndent = indent(line);
    else if (environmentIndent >= 0) names.push(line.trim().split(":")[0] ?? "");
  }
  return names;
}

/** Every path the API answers a GET on: the contracts' table, and the health routes it registers itself. */
function servedGetPaths(): Set<string> {
  const table = Object.values(routes).flatMap((area) =>
    Object.values(area as Record<string, { method: string; path: string }>),
  );
  const health = [
    ...read("apps/api/src/domains/health/health.routes.ts").matchAll(/api\.get\(\s*"([^"]+)"/g),
  ];
  return new Set([
    ...table.filter((route) => route.method === "GET").map((route) => `${apiBasePath}${route.path}`),
    ...health.map((match) => `${apiBasePath}${match[1]}`),
  ]);
}

/** A path the API serves. */
const isServed = (uri: string) => servedGetPaths().has(uri);

describe("the deploy files", () => {
  it("set only variables the shop reads in the Oja services of compose.yaml", () => {
    const names = environmentOf(read("deploy/compose.yaml"), "x-oja:");
    expect(names).toContain("DATABASE_URL");
    expect(names.filter((name) => !isShopVariable(name))).toEqual([]);
  });

  it("write example environments with the shop's variables, or those the deploy files read", () => {
    for (const file of [
      "deploy/env.example",
      "deploy/systemd/oja.env.example",
      "deploy/systemd/caddy.env.example",
    ]) {
      const names = exampleNames(read(file));
      expect(names.length, file).toBeGreaterThan(2);
      const unknown = names.filter(
        (name) => !isShopVariable(name) && !deployVariables.has(name) && !composeVariables.has(name),
      );
      expect(unknown, file).toEqual([]);
    }
  });

  it("give the systemd unit only the shop's variables, and a server that exists", () => {
    const unit = read("deploy/systemd/oja@.service");
    const names = [...unit.matchAll(/^Environment=(.+)$/gm)].flatMap((match) =>
      (match[1] ?? "").split(/\s+/).map((pair) => pair.split("=")[0] ?? ""),
    );
    expect(names).toContain("PORT");
    expect(names.filter((name) => !isShopVariable(name))).toEqual([]);
    const [flags = "", server = ""] = /^ExecStart=\S+ ((?:--\S+ )*)(\S+)$/m.exec(unit)?.slice(1) ?? [];
    expect(existsSync(path.join(root, server)), server).toBe(true);
    expect(flags.split(" ").filter(Boolean)).toEqual(serverNodeFlags);
  });

  it("check health on paths the API serves", () => {
    const caddyHealth = /^\s*health_uri (\S+)$/m.exec(read("deploy/Caddyfile"))?.[1];
    const dockerHealth = /fetch\(`http:\/\/127\.0\.0\.1:\$\{process\.env\.PORT\}(\/[^`]+)`/.exec(
      read("deploy/Dockerfile"),
    )?.[1];
    expect(caddyHealth).toBe(`${apiBasePath}/ready`);
    expect(dockerHealth).toBe(`${apiBasePath}/health`);
    expect([caddyHealth, dockerHealth].filter((uri) => !isServed(uri ?? ""))).toEqual([]);
    expect(isServed(`${apiBasePath}/no-such-probe`)).toBe(false);
  });

  it("build the image on the Node the project pins, from files that exist", () => {
    const dockerfile = read("deploy/Dockerfile");
    const pinned = JSON.parse(read("package.json")) as {
      engines: { node: string };
      devDependencies: { node: string };
    };
    expect(/^ARG NODE_VERSION=(\S+)$/m.exec(dockerfile)?.[1]).toBe(pinned.devDependencies.node);
    const major = pinned.devDependencies.node.split(".")[0];
    expect(pinned.engines.node).toContain(`>=${major} <${Number(major) + 1}`);
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) =>
      (match[1] ?? "").split(" "),
    );
    expect(sources).toContain("apps/api/drizzle");
    expect(sources.filter((source) => source !== "." && !existsSync(path.join(root, source)))).toEqual([]);
    const command = /^CMD (\[.+\])$/m.exec(dockerfile)?.[1] ?? "[]";
    expect(JSON.parse(command)).toEqual(["node", ...serverNodeFlags, "apps/api/src/server.ts"]);
  });

  it("keep the operator's secrets out of the image", () => {
    const ignored = read(".dockerignore").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["**/.env", "**/node_modules", ".git", "data"]));
  });
});

const scratch = mkdtempSync(path.join(tmpdir(), "oja-deploy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const installed = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

describe.skipIf(!installed("caddy"))("the Caddyfile, by Caddy (skipped: caddy is not installed)", () => {
  it("is valid with the variables the deployment sets", () => {
    const output = execFileSync(
      "caddy",
      ["validate", "--config", path.join(root, "deploy/Caddyfile"), "--adapter", "caddyfile"],
      {
        encoding: "utf8",
        stdio: "pipe",
        env: {
          ...process.env,
          SHOP_DOMAIN: "shop.example.ng",
          ACME_EMAIL: "owner@example.ng",
          OJA_UPSTREAMS: "oja-1:3000 oja-2:3000",
          XDG_DATA_HOME: scratch,
          XDG_CONFIG_HOME: scratch,
        },
      },
    );
    expect(output).toContain("Valid configuration");
  });
});

describe.skipIf(!installed("docker-compose"))(
  "compose.yaml, by docker-compose (skipped: Debian's docker-compose is not installed)",
  () => {
    it("is valid with an environment written from env.example", () => {
      const filled = read("deploy/env.example")
        .replace(/^SHOP_DOMAIN=$/m, "SHOP_DOMAIN=shop.example.ng")
        .replace(/^ACME_EMAIL=$/m, "ACME_EMAIL=owner@example.ng")
        .replace(/^POSTGRES_PASSWORD=$/m, "POSTGRES_PASSWORD=secret");
      writeFileSync(path.join(scratch, ".env"), filled);
      writeFileSync(path.join(scratch, "compose.yaml"), read("deploy/compose.yaml"));
      const output = execFileSync("docker-compose", ["config", "--services"], {
        cwd: scratch,
        encoding: "utf8",
        stdio: "pipe",
      });
      expect(output.split("\n").filter(Boolean).sort()).toEqual([
        "caddy",
        "oja-1",
        "oja-2",
        "postgres",
        "redis",
      ]);
    });
  },
);
