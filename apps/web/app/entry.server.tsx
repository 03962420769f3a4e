import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { carriesSession } from "@oja/contracts/accounts";
import { catalogAnswerLifetimeSeconds } from "@oja/contracts/catalog";
import { sharedPageHeader, styleSheetHeader } from "@oja/contracts/http";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import { type ApiTransport, apiTransportContext, keptAnswersVersionContext } from "./lib/api.server.ts";

import { contentSecurityPolicy } from "./lib/content-security-policy.ts";
import { inlineStylesContext } from "./lib/inline-styles.ts";
import { type PageParts, pageParts } from "./lib/kept-parts.server.ts";
import { partKeeperContext } from "./lib/kept-parts.tsx";
import { outgoingPage, styleSheetPlaceholder } from "./lib/outgoing-page.server.ts";
import { logPageError, logPageFailure, type PageLog, pageLogContext } from "./lib/page-log.server.ts";
import { isSharedPage, sharedCopy } from "./lib/shared-pages.server.ts";
import visitorStyles from "./visitors.css?url";

// React Router's default Node entry, with the pages' Content-Security-Policy: each page gets a nonce
// of its own, which React Router's inline scripts (the page's data, scroll restoration, the module
// that starts the app) and React's (the streamed parts of a page) carry. Vite's dev server injects
// its own scripts and styles, so `npm run dev` goes without the policy.

export const streamTimeout = 5_000;

export const handleError = logPageError;

/**
 * React writes a finished Suspense boundary out of line, revealed by an inline script, once the page's
 * bytes before it pass this size (12,800 by default). The parts drawn in boundaries whose code the
 * browser loads later (lib/lazy-part.tsx: the reviews, the footer) are finished on the server and must
 * stay in place, for a browser without JavaScript too; only a boundary still waiting for data streams.
 */
const finishedBoundariesInline = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/**
 * The visitor's style sheet (≈ 10 kB compressed, decision 054), written into a visitor's page head
 * rather than linked: a linked sheet holds the first paint back by one more round trip, the longest
 * wait on a phone's line. It is read once from the client build, the file the browser would otherwise
 * fetch, and goes out in place of React's placeholder (lib/outgoing-page.server.ts). Vite's dev server
 * serves its own styles, so `npm run dev` links them.
 */
const appCss = import.meta.env.DEV
  ? undefined
  : readFileSync(new URL(`../client${visitorStyles}`, import.meta.url));

/**
 * The load context the one Oja process gives each page request (apps/api/src/web-host.ts): its own
 * API, reached in-process instead of over loopback HTTP, and the version its kept answers are under,
 * which the answers everyone gets are kept by (decision 052).
 */
export function pageLoadContext(
  api: ApiTransport,
  keptAnswersVersion: () => Promise<string>,
  log: PageLog,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiTransportContext, api);
  context.set(keptAnswersVersionContext, keptAnswersVersion);
  context.set(pageLogContext, log);
  return context;
}

/**
 * What React writes for the style sheet: the placeholder of the sheet written into the page, or null to
 * link it: a shopper who is signed in has been here before and has the file (immutable, a year) or
 * fetches it once, and every page they load is then a third of the size (decision 046).
 */
function stylesOf(request: Request): string | null {
  return carriesSession(request.headers.get("cookie")) ? null : styleSheetPlaceholder;
}

function page(
  request: Request,
  routerContext: EntryContext,
  nonce: string | undefined,
  parts: PageParts | undefined,
) {
  return (
    <inlineStylesContext.Provider value={import.meta.env.DEV ? null : { css: stylesOf(request), nonce }}>
      <partKeeperContext.Provider value={parts?.keeper ?? null}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </partKeeperContext.Provider>
    </inlineStylesContext.Provider>
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = import.meta.env.DEV ? undefined : randomBytes(16).toString("base64");
  if (nonce && isSharedPage(request, responseStatusCode, responseHeaders, routerContext)) {
    return renderSharedPage(request, responseHeaders, routerContext, nonce, loadContext);
  }
  if (nonce) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy({ nonce }));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once, everyone else as soon as its shell is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    // Abort a little after the loaders' own time limit, so that rejected parts still reach the page.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // A page that streams writes the parts kept already, and draws the others.
    const parts = import.meta.env.DEV ? undefined : pageParts({ keeps: false });
    const { pipe, abort } = renderToPipeableStream(page(request, routerContext, nonce, parts), {
      // The inline style sheet is React's to write, and carries the nonce too.
      nonce: nonce ? { script: nonce, style: nonce } : undefined,
      ...finishedBoundariesInline,
      [readyOption]() {
        shellRendered = true;
        const body = outgoingPage({
          styleSheet: appCss,
          keptParts: parts?.placeholders,
          onEnd: () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell was ready reject the render, and React Router logs them.
        if (shellRendered)
          logPageFailure({ request, context: loadContext }, error, "a page failed as it streamed");
      },
    });
  });
}

/** The bytes as a stream of one chunk, handed over as they are. */
function streamOf(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * A page every signed-out visitor may be shown (decision 017): rendered whole, then handed to the page
 * host as one copy to keep for the catalog answers' lifetime, its inline scripts trusted by their hashes.
 */
function renderSharedPage(
  request: Request,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string,
  loadContext: RouterContextProvider,
) {
  return new Promise<Response>((resolve, reject) => {
    let whole = true;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    // Rendered whole, the page gives the bytes of the parts that are not kept yet.
    const parts = pageParts({ keeps: true });
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        // One chunk when React wrote the page in one turn (outgoingPage joins a turn's): not copied again.
        const rendered = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        const html = parts.takeParts(rendered, { nonce, keep: whole });
        const copy = sharedCopy(html, nonce, appCss);
        responseHeaders.set("Content-Type", "text/html");
        responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(copy));
        // A part of the page that failed to render is not shown to everyone for the next few seconds.
        if (whole) responseHeaders.set(sharedPageHeader, String(catalogAnswerLifetimeSeconds));
        if (whole && copy.styleSheetAt)
          responseHeaders.set(styleSheetHeader, `${copy.styleSheetAt.start}-${copy.styleSheetAt.end}`);
        // The bytes as rendered: a string body would be checked character by character as a USVString
        // and encoded again, a tenth of the time a rendered page takes; a buffer body would be copied.
        resolve(new Response(streamOf(copy.html), { headers: responseHeaders, status: whole ? 200 : 500 }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(page(request, routerContext, nonce, parts), {
      nonce: { script: nonce, style: nonce },
      ...finishedBoundariesInline,
      onAllReady() {
        // The kept copy takes the style sheet in place of its placeholder (sharedCopy), with its hash.
        pipe(outgoingPage({ keptParts: parts.placeholders })).pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        whole = false;
        logPageFailure({ request, context: loadContext }, error, "a part of a page failed to render");
      },
    });
  });
}
