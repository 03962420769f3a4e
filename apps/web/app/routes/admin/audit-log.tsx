import { AdminAuditLogList } from "../../features/admin/admin-audit-log.tsx";
import { loadAuditLog } from "../../features/admin/admin-customers.server.ts";
import type { Route } from "./+types/audit-log";

export async function loader(page: Route.LoaderArgs) {
  return loadAuditLog(page);
}

export const meta: Route.MetaFunction = () => [{ title: "Audit log · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminAuditLogList log={loaderData} />;
}
