import { requireAdmin } from "../../features/admin/admin.server.ts";
import { AdminProductPage } from "../../features/admin/admin-product.tsx";
import { changeAdminProduct } from "../../features/admin/admin-products.server.ts";
import type { Route } from "./+types/product-new";

export async function loader(page: Route.LoaderArgs) {
  await requireAdmin(page);
  return null;
}

/** Add the product; the page then moves to the new product's own page for its photos. */
export async function action(page: Route.ActionArgs) {
  return changeAdminProduct(page, null);
}

export const meta: Route.MetaFunction = () => [{ title: "New product · Admin" }];

export default function Page() {
  return <AdminProductPage product={undefined} />;
}
