import { ConsoleProduct } from "../../features/console/console-product.tsx";
import { changeConsoleProduct, loadConsoleProduct } from "../../features/console/console-products.server.ts";
import type { Route } from "./+types/product";

export async function loader(page: Route.LoaderArgs) {
  return { product: await loadConsoleProduct(page, page.params.productId) };
}

/** Save, archive, or change the photos (upload, reorder, remove). */
export async function action(page: Route.ActionArgs) {
  return changeConsoleProduct(page, page.params.productId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? loaderData.product.name : "Product"} · Console` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  // A fresh form for each product, so one product's typing never shows on another's page.
  return <ConsoleProduct key={loaderData.product.id} product={loaderData.product} />;
}
