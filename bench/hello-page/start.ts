import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { serverNodeFlags } from "../../apps/api/src/server-flags.ts";
import { freePort, root } from "../bench-shop.ts";

// The hello-world page (this folder's app), what the benchmarks set the shop's pages beside: built with
// the shop's toolchain into a folder of its own and served the way the shop serves its pages
// (serve.ts), in a process of its own, on a free port.

export interface HelloPage {
  origin: string;
  /** Stops its process and removes its build. */
  stop(): Promise<void>;
}

export async function startHelloPage(): Promise<HelloPage> {
  // Inside the repository (its build/ folders are ignored), so that the built server finds the packages.
  const buildsDirectory = path.join(root, "bench/hello-page/build");
  await mkdir(buildsDirectory, { recursive: true });
  const buildDirectory = await mkdtemp(path.join(buildsDirectory, "run-"));
  const removeBuild = () => rm(buildDirectory, { recursive: true, force: true });
  const built = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build", path.join(root, "bench/hello-page")],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", HELLO_PAGE_BUILD: buildDirectory },
    },
  );
  if (built.status !== 0) {
    await removeBuild();
    throw new Error("The hello-world page did not build");
  }
  const port = await freePort();
  // With the shop's own Node flags, so that the two processes are measured alike.
  const server: ChildProcess = spawn(
    process.execPath,
    [...serverNodeFlags, path.join(root, "bench/hello-page/serve.ts")],
    {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      // As bench-shop.ts runs the shop.
      env: { ...process.env, NODE_ENV: "production", HELLO_PAGE_BUILD: buildDirectory, PORT: String(port) },
    },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await removeBuild();
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The hello-world page did not answer at ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { origin, stop };
}
