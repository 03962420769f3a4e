import type { FastifyInstance } from "fastify";
import { Problem } from "./problem.ts";

// The API reads one kind of body, JSON in UTF-8 (RFC 8259 allows no other). A body declared in
// another charset is refused rather than misread, and an empty body is read as no body at all,
// because sign-out and token renewal may be posted without one (docs/architecture.md §8: "empty body"); a route that
// needs a body then says so through its schema.

const utf8 = new Set(["utf-8", "utf8"]);

function declaredCharset(contentType: string | undefined): string | undefined {
  for (const parameter of (contentType ?? "").split(";").slice(1)) {
    const [name, value] = parameter.split("=", 2);
    if (name?.trim().toLowerCase() === "charset") return value?.trim().replace(/^"|"$/g, "").toLowerCase();
  }
  return undefined;
}

export function readJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const charset = declaredCharset(request.headers["content-type"]);
    if (charset !== undefined && !utf8.has(charset)) {
      return done(new Problem(415, "Send the JSON body in UTF-8."), undefined);
    }
    const text = String(body);
    if (text === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
}
