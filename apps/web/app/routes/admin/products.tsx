import { loadConsoleProducts } from "../../features/console/console-products.server.ts";
import { ConsoleProductList } from "../../features/console/console-products.tsx";
import type { Route } from "./+types/products";

export async function loader(page: Route.LoaderArgs) {
  return loadConsoleProducts(page);
}

export const meta: Route.MetaFunction = () => [{ title: "Products · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleProductList view={loaderData} />;
}
