import { changeAdminOrder, loadAdminOrder } from "../../features/admin/admin.server.ts";
import { AdminOrderPage } from "../../features/admin/admin-order.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/order";

export async function loader(page: Route.LoaderArgs) {
  return loadAdminOrder(page, page.params.orderId);
}

/** Move the order, or refund part or all of it. */
export async function action(page: Route.ActionArgs) {
  return changeAdminOrder(page, page.params.orderId, await postedForm(page.request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Order ${loaderData.order.orderNumber}` : "Order"} · Admin` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminOrderPage order={loaderData.order} refundKey={loaderData.refundKey} />;
}
