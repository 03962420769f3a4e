import { changeConsoleOrder, loadConsoleOrder } from "../../features/console/console.server.ts";
import { ConsoleOrder } from "../../features/console/console-order.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/order";

export async function loader(page: Route.LoaderArgs) {
  return loadConsoleOrder(page, page.params.orderId);
}

/** Move the order, or refund part or all of it. */
export async function action(page: Route.ActionArgs) {
  return changeConsoleOrder(page, page.params.orderId, await postedForm(page.request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `Order ${loaderData.order.orderNumber}` : "Order"} · Console` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleOrder order={loaderData.order} refundKey={loaderData.refundKey} />;
}
