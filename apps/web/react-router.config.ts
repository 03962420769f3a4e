import type { Config } from "@react-router/dev/config";

// Routes are discovered lazily, React Router's default: the whole route table up front would cost every
// phone 3 kB before its first page comes alive (docs/decisions/070-routes-discovered-lazily.md).
export default {
  appDirectory: "app",
  ssr: true,
} satisfies Config;
