import type { Config } from "@react-router/dev/config";

// bench/pages.ts builds this app into a folder of its own (HELLO_PAGE_BUILD), never into the repository.
export default {
  appDirectory: "app",
  ssr: true,
  buildDirectory: process.env.HELLO_PAGE_BUILD ?? "build",
} satisfies Config;
