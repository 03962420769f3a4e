import http from "node:http";
import { expect, test } from "@playwright/test";
import { shopPort } from "./shop-server.ts";

// The built shop bounds what its form actions read (decision 020): 30 MB posted to a form is a short
// 413 at once, never read to its end nor echoed. Sent from Node, as a script would: a browser form
// carries no such body. apps/api/src/page-bodies.test.ts checks the limits themselves.

function postThirtyMegabytes(path: string): Promise<{ status: number; body: string; milliseconds: number }> {
  const size = 30 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request({
      host: "127.0.0.1",
      port: shopPort,
      path,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(size) },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, milliseconds: performance.now() - started });
        request.destroy();
      });
    });
    // Writing the rest fails once the shop has answered and closed the connection.
    request.on("error", (error) => {
      if (!answered) setTimeout(() => !answered && reject(error), 100);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (!answered && !request.destroyed && sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!answered && !request.destroyed) request.end();
    };
    write();
  });
}

test("30 MB posted to a form of the shop is a short 413 in well under a second", async ({ request }) => {
  for (const path of ["/contact", "/newsletter", "/account-actions"]) {
    const answer = await postThirtyMegabytes(path);
    expect(answer.status, path).toBe(413);
    expect(answer.milliseconds, path).toBeLessThan(1000);
    expect(answer.body.length, path).toBeLessThan(400);
    expect(answer.body, path).not.toContain("aaaa");
  }
  expect((await request.get("/api/v1/health")).status()).toBe(200);
});
