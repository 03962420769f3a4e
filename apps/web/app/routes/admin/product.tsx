import { AdminProductPage } from "../../features/admin/admin-product.tsx";
import { changeAdminProduct, loadAdminProduct } from "../../features/admin/admin-products.server.ts";
import type { Route } from "./+types/product";

export async function loader(page: Route.LoaderArgs) {
  return { product: await loadAdminProduct(page, page.params.productId) };
}

/** Save, archive, or change the photos (upload, reorder, remove). */
export async function action(page: Route.ActionArgs) {
  return changeAdminProduct(page, page.params.productId);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? loaderData.product.name : "Product"} · Admin` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  // A fresh form for each product, so one product's typing never shows on another's page.
  return <AdminProductPage key={loaderData.product.id} product={loaderData.product} />;
}
