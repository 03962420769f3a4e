import { loadConsoleOrders } from "../../features/console/console.server.ts";
import { ConsoleOrderList } from "../../features/console/console-orders.tsx";
import type { Route } from "./+types/orders";

export async function loader(page: Route.LoaderArgs) {
  return loadConsoleOrders(page);
}

export const meta: Route.MetaFunction = () => [{ title: "Orders · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleOrderList view={loaderData} />;
}
