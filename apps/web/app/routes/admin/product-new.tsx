import { requireAdmin } from "../../features/console/console.server.ts";
import { ConsoleProduct } from "../../features/console/console-product.tsx";
import { changeConsoleProduct } from "../../features/console/console-products.server.ts";
import type { Route } from "./+types/product-new";

export async function loader(page: Route.LoaderArgs) {
  await requireAdmin(page);
  return null;
}

/** Add the product; the page then moves to the new product's own page for its photos. */
export async function action(page: Route.ActionArgs) {
  return changeConsoleProduct(page, null);
}

export const meta: Route.MetaFunction = () => [{ title: "New product · Console" }];

export default function Page() {
  return <ConsoleProduct product={undefined} />;
}
