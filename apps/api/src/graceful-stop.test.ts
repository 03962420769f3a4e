import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { developmentAppKey } from "@oja/contracts/config";
import { apiBasePath, appKeyHeader } from "@oja/contracts/http";
import { expect, it } from "vitest";
import { startApiProcess } from "./test/api-process-runner.ts";

// A real API process told SIGTERM while it holds a request (decision 039): /ready turns 503 while the
// process still takes requests, a kept-alive connection's next request is answered, the request under
// way completes, and the process exits 0.

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

function send(
  origin: string,
  url: string,
  options: { agent?: http.Agent | false; method?: string; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${apiBasePath}${url}`,
      {
        method: options.method ?? "GET",
        agent: options.agent ?? false,
        headers: { [appKeyHeader]: developmentAppKey, "content-type": "application/json" },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            reusedSocket: request.reusedSocket,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

/** Whether a new connection is still taken: false once the process stopped listening. */
async function takesConnections(origin: string): Promise<boolean> {
  try {
    await send(origin, "/health");
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "ECONNREFUSED") return false;
    throw error;
  }
}

it("on SIGTERM turns /ready 503, keeps serving through the drain, completes what it holds and exits 0", async ({
  onTestFinished,
}) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "oja-stop-"));
  const running = await startApiProcess({ DATA_DIR: dataDir, DATABASE_URL: "", SHUTDOWN_DRAIN_SECONDS: "2" });
  onTestFinished(async () => {
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const exited = new Promise<number | null>((resolve) => running.child.once("exit", resolve));
  const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await send(running.origin, "/ready", { agent: keptAlive })).status).toBe(200);

  // A slow upload: the body's first half now, the rest once the process has stopped taking connections.
  const message = JSON.stringify({
    name: "Ada Obi",
    phoneNumber: "08012345678",
    email: "ada@example.com",
    subject: "A slow message",
    message: "Sent while the process stops.",
  });
  const slow = http.request(`${running.origin}${apiBasePath}/contact/messages`, {
    method: "POST",
    agent: false,
    headers: {
      [appKeyHeader]: developmentAppKey,
      "content-type": "application/json",
      "content-length": Buffer.byteLength(message),
    },
  });
  const slowAnswer = new Promise<number>((resolve, reject) => {
    slow.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    slow.on("error", reject);
  });
  slow.write(message.slice(0, 10));
  slow.flushHeaders();

  running.child.kill("SIGTERM");
  await expect
    .poll(async () => (await send(running.origin, "/ready")).status, { interval: 50, timeout: 5000 })
    .toBe(503);
  const stopping = await send(running.origin, "/ready");
  expect(JSON.parse(stopping.body)).toEqual({ status: 503, message: "This process is stopping." });
  // Still draining: the kept-alive connection's next request and a new connection are both served.
  const again = await send(running.origin, "/health", { agent: keptAlive });
  expect(again).toMatchObject({ status: 200, reusedSocket: true });
  expect(again.headers.connection).toBe("close");
  expect((await send(running.origin, "/health")).status).toBe(200);

  await expect.poll(() => takesConnections(running.origin), { interval: 100, timeout: 10_000 }).toBe(false);
  expect(running.exit()).toBeUndefined();
  slow.end(message.slice(10));
  expect(await slowAnswer).toBe(201);
  expect(await exited).toBe(0);
  keptAlive.destroy();
  // The process migrates and seeds a database of its own before it serves: 8 s here with another test
  // file running beside this one, and twice that on a busier machine. The limit only catches a hang.
}, 60_000);
