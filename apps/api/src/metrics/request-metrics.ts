import { appKeyHeader } from "@oja/contracts/http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { httpRequestSeconds, httpRequests } from "./shop-metrics.ts";

// Every answer counted by the pattern of the route that gave it, never its address: the addresses are
// unbounded (every product, every order), and a series per address would grow until the scraper fell
// over. Done in onResponse, after the answer has left: a label lookup and two increments, nothing awaited.

/** The one route label of every answer no route of ours matched (unknown API calls, unknown pages). */
export const unmatchedRoute = "unmatched";

const namedRoutes = new WeakMap<FastifyRequest, string>();

/**
 * Names the route of a request that a catch-all serves, such as a page of React Router's (web-host.ts):
 * `pattern` must come from a bounded set (the pages' route table), never from the address itself.
 */
export function nameRoute(request: FastifyRequest, pattern: string) {
  namedRoutes.set(request, pattern);
}

/** Counts every answer of `app`, its pages included; `webAppKey` tells the page server's API calls apart. */
export function countRequests(app: FastifyInstance, webAppKey: string) {
  app.addHook("onResponse", (request, reply, done) => {
    let route = namedRoutes.get(request) ?? request.routeOptions.url ?? unmatchedRoute;
    // A catch-all that answers 404 (`/api/v1/*`, the pages' not-found) matched nothing of the shop's.
    if (reply.statusCode === 404 && route.endsWith("*")) route = unmatchedRoute;
    const client = request.headers[appKeyHeader] === webAppKey ? "web" : "other";
    const method = request.method;
    httpRequests.inc({ route, method, status: String(reply.statusCode), client });
    httpRequestSeconds.observe({ route, method, client }, reply.elapsedTime / 1000);
    done();
  });
}
