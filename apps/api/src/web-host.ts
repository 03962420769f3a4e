import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyCompress from "@fastify/compress";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, HTTPMethods } from "fastify";
import { inject } from "light-my-request";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type RouterContextProvider, type ServerBuild } from "react-router";
import type { PageMemo } from "./domains/accounts/page-memos.ts";
import { pageSecurityHeaders } from "./http/security-headers.ts";
import { nameRoute, unmatchedRoute } from "./metrics/request-metrics.ts";
import { limitPageBodies } from "./page-bodies.ts";
import { keepPageCopies, onceSentBrotliParams } from "./page-copies.ts";
import { compressStreamedPages } from "./page-gzip.ts";
import { requestIdHeader } from "./shop-log.ts";

// The one production process serves, beside the API and the photos (domains/photos): the
// server-rendered pages of apps/web (its React Router build).

export const webBuildDirectory = fileURLToPath(new URL("../../web/build", import.meta.url));
const yearInSeconds = 365 * 24 * 60 * 60;

/**
 * What apps/web's entry.server.tsx exports for its host: each page request's load context, from its API,
 * the version the API's kept answers are under as the request found it (decision 052), and the
 * request's logger.
 */
type PageLoadContext = (
  api: (request: Request) => Promise<Response>,
  keptAnswersVersion: () => Promise<string>,
  log: FastifyBaseLogger,
) => RouterContextProvider;

/**
 * The pages' API calls, answered by this process's own API through `inject`: the same routes, hooks,
 * app-key check and limits as a call over the network, without the network. `pageHeaders` go with every
 * call of one page request (its memo, so the shopper is read once, decision 043); `pageRequestId` is
 * the page request's id, which each call's id in the log begins with.
 */
export function inProcessApi(
  app: FastifyInstance,
  pageHeaders: Record<string, string> = {},
  pageRequestId?: string,
) {
  let calls = 0;
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    calls += 1;
    const options = {
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers: {
        ...Object.fromEntries(request.headers),
        ...pageHeaders,
        // Each call's id is the page's with its number ("….2"): the log finds a page's calls by its id.
        ...(pageRequestId ? { [requestIdHeader]: `${pageRequestId}.${calls}` } : {}),
      },
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    };
    const answer = await app.inject(options).catch((error: { code?: string }) => {
      // `inject` refuses once the app is closing, but a page still rendering while the process stops is
      // a request it holds and must get its data (decision 039): straight through the app's router.
      if (error.code === "FST_ERR_REOPENED_CLOSE_SERVER") return inject(app.routing, options);
      throw error;
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * The pattern of the page an address shows, from the build's own route table (so the metrics' route label
 * stays bounded): "/products/:slug" for every product; unmatched for the not-found page's splat.
 */
export function pagePatterns(build: Pick<ServerBuild, "routes">): (pathname: string) => string {
  const all = Object.values(build.routes).flatMap((route) => (route ? [route] : []));
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  // matchRoutes ranks the whole route table again on every call: each address is matched once.
  const known = new LRUCache<string, string>({ max: 1000 });
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      const matches = matchRoutes(tree, pathname) ?? [];
      const paths = matches.flatMap((match) => (match.route.path ? [match.route.path] : []));
      pattern =
        matches.length === 0 || paths.at(-1) === "*"
          ? unmatchedRoute
          : `/${paths.join("/")}`.replace(/\/+/g, "/");
      known.set(pathname, pattern);
    }
    return pattern;
  };
}

/** What else apps/web's entry.server.tsx exports for its host. */
interface PageEntry {
  pageLoadContext?: PageLoadContext;
}

/**
 * The shop's pages. `keptAnswersVersion` reads the version the API's kept answers (the catalog and the
 * settings) are under: the pages kept for signed-out visitors follow it (decisions 017 and 027). Each
 * page request's calls share a memo from `openPageMemo`, closed when its answer is done (decision 043).
 */
export async function serveWebPages(
  app: FastifyInstance,
  keptAnswersVersion: () => Promise<string>,
  openPageMemo: () => PageMemo,
) {
  const serverBuildPath = path.join(webBuildDirectory, "server", "index.js");
  if (!existsSync(serverBuildPath)) {
    throw new Error(`The web pages are not built (${serverBuildPath} is missing): run \`npm run build\`.`);
  }
  const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
  const { pageLoadContext } = build.entry.module as PageEntry;
  if (!pageLoadContext)
    throw new Error(`${serverBuildPath} does not export pageLoadContext: rebuild the pages.`);
  await servePages(app, {
    build,
    clientBuildDirectory: path.join(webBuildDirectory, "client"),
    getLoadContext: (reply) => {
      const memo = openPageMemo();
      reply.raw.once("close", memo.close);
      // The page's own log lines are the request's: JSON, with its id, like the API's; its API calls'
      // ids begin with it. The page reads the kept answers' version once, and again after a write.
      return pageLoadContext(
        inProcessApi(app, memo.headers, reply.request.id),
        keptAnswersVersion,
        reply.log,
      );
    },
    keptAnswersVersion,
  });
}

/**
 * How a React Router build is served: compressed, with the pages' security headers, in production
 * mode. Also what bench/pages.ts serves its hello-world page with, so the two are measured alike.
 */
export async function servePages(
  app: FastifyInstance,
  pagesBuild: {
    build: ServerBuild;
    clientBuildDirectory: string;
    getLoadContext?: (reply: FastifyReply) => RouterContextProvider;
    /** Keep the pages every signed-out visitor sees (decision 017); the hello-world page keeps none. */
    keptAnswersVersion?: () => Promise<string>;
  },
): Promise<void> {
  const { build, clientBuildDirectory, getLoadContext, keptAnswersVersion } = pagesBuild;
  await app.register(async (pages) => {
    // The pages call the API on the shopper's behalf: they pass on the shopper's address (as resolved
    // here, never as the browser claimed it) so per-client limits still hold.
    const patternOf = pagePatterns(build);
    pages.addHook("onRequest", async (request) => {
      request.headers["x-forwarded-for"] = request.ip;
      // React Router's catch-all serves every page: the metrics name the page's own route instead.
      if (request.routeOptions.url === "*") nameRoute(request, patternOf(request.url.split("?")[0] ?? "/"));
    });
    pages.addHook("onSend", async (_request, reply) => {
      reply.headers(pageSecurityHeaders);
    });
    // Form actions read whole bodies: each is bounded here before React Router is handed it.
    limitPageBodies(pages);
    // Before the compression below: the kept pages are compressed once, and not again per visitor.
    if (keptAnswersVersion) keepPageCopies(pages, keptAnswersVersion);
    // So are the pages rendered for one visitor, as they come (decisions 064 and 065).
    compressStreamedPages(pages);
    // Pages, scripts and styles shrink to a quarter with Brotli or gzip: on a phone's slow line that
    // is most of the wait for first paint. Images are WebP already and left alone.
    await pages.register(fastifyCompress, {
      threshold: 1024,
      encodings: ["br", "gzip"],
      brotliOptions: { params: onceSentBrotliParams },
    });
    await pages.register(fastifyReactRouter, {
      build,
      ...(getLoadContext ? { getLoadContext: (_request, reply) => getLoadContext(reply) } : {}),
      clientBuildDirectory,
      // The build's Brotli and gzip files (apps/web/precompress.ts), smaller than compressing per request.
      staticOptions: {
        preCompressed: true,
        // As the plugin's own, plus Vary: one address answers Brotli, gzip or neither.
        setHeaders: (response: { setHeader(name: string, value: string): unknown }, filePath: string) => {
          const immutable = filePath.startsWith(path.join(clientBuildDirectory, "assets"));
          response.setHeader(
            "cache-control",
            immutable ? `public, max-age=${yearInSeconds}, immutable` : "public, max-age=3600",
          );
          response.setHeader("vary", "accept-encoding");
        },
      },
      // This is always the production build (`npm run dev` serves the pages from Vite instead), whatever
      // mode the shop runs in: in development mode React Router writes server errors, stack
      // traces and file paths included, into the pages it answers.
      mode: "production",
    });
  });
}
