import path from "node:path";
import { pathToFileURL } from "node:url";
import Fastify from "fastify";
import type { ServerBuild } from "react-router";
import { servePages } from "../../apps/api/src/web-host.ts";

// Serves the hello-world page's build (HELLO_PAGE_BUILD) on PORT exactly as the shop serves its pages,
// in a process of its own as the shop's are, for bench/pages.ts.

const buildDirectory = process.env.HELLO_PAGE_BUILD ?? "";
const build = (await import(
  pathToFileURL(path.join(buildDirectory, "server", "index.js")).href
)) as ServerBuild;
const app = Fastify();
await servePages(app, { build, clientBuildDirectory: path.join(buildDirectory, "client") });
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
