import { loadAdminOrders } from "../../features/admin/admin.server.ts";
import { AdminOrderList } from "../../features/admin/admin-orders.tsx";
import type { Route } from "./+types/orders";

export async function loader(page: Route.LoaderArgs) {
  return loadAdminOrders(page);
}

export const meta: Route.MetaFunction = () => [{ title: "Orders · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminOrderList view={loaderData} />;
}
