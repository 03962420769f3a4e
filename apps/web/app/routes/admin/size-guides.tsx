import { loadAdminSizeGuides } from "../../features/admin/admin-size-guides.server.ts";
import { AdminSizeGuideList } from "../../features/admin/admin-size-guides.tsx";
import type { Route } from "./+types/size-guides";

export async function loader(page: Route.LoaderArgs) {
  return { guides: await loadAdminSizeGuides(page) };
}

export const meta: Route.MetaFunction = () => [{ title: "Size guides · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminSizeGuideList guides={loaderData.guides} />;
}
