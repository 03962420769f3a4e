import { loadAdminProducts } from "../../features/admin/admin-products.server.ts";
import { AdminProductList } from "../../features/admin/admin-products.tsx";
import type { Route } from "./+types/products";

export async function loader(page: Route.LoaderArgs) {
  return loadAdminProducts(page);
}

export const meta: Route.MetaFunction = () => [{ title: "Products · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminProductList view={loaderData} />;
}
