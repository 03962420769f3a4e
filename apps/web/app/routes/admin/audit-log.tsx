import { ConsoleAuditLogList } from "../../features/console/console-audit-log.tsx";
import { loadAuditLog } from "../../features/console/console-customers.server.ts";
import type { Route } from "./+types/audit-log";

export async function loader(page: Route.LoaderArgs) {
  return loadAuditLog(page);
}

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleAuditLogList log={loaderData} />;
}
