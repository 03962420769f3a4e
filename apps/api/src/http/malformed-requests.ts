import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorBody } from "@oja/contracts/api";
import { apiBasePath } from "@oja/contracts/http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

// Requests that fail before any route runs: an address that cannot be decoded (Fastify's router
// errors, such as `/products/%ff`) and requests Node's HTTP parser rejects outright (oversized
// headers, a stalled client). They too get the error envelope, like every API answer.

/** Fastify's router could not read the address; a page address gets plain words, not JSON. */
export function answerRouterError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!request.url.startsWith(`${apiBasePath}/`)) {
    return reply.code(400).type("text/plain; charset=utf-8").send("This address is not valid.");
  }
  return reply
    .code(400)
    .type("application/json; charset=utf-8")
    .send({ status: 400, message: "This address is not valid: it cannot be decoded." } satisfies ErrorBody);
}

const connectionErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's headers are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive." },
};

/**
 * Answers a request Node's parser refused before Fastify saw it: in the envelope, with `headers` (those
 * every answer carries), then closes the connection.
 */
export function connectionErrorAnswerer(headers: Record<string, string>) {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { status, message } = connectionErrors[error.code ?? ""] ?? {
      status: 400,
      message: "The request could not be read.",
    };
    const body = JSON.stringify({ status, message } satisfies ErrorBody);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
          "Content-Type: application/json; charset=utf-8\r\n" +
          headerLines +
          `Content-Length: ${Buffer.byteLength(body)}\r\n` +
          "Connection: close\r\n\r\n" +
          body,
      );
    }
    socket.destroy();
  };
}
