import { changeAdminSizeGuide, loadAdminSizeGuide } from "../../features/admin/admin-size-guides.server.ts";
import { AdminSizeGuideEditor } from "../../features/admin/admin-size-guides.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/size-guide";

export async function loader(page: Route.LoaderArgs) {
  return { sizeGuide: await loadAdminSizeGuide(page, page.params.category) };
}

/** Save the editor's table, or take the guide away. */
export async function action(page: Route.ActionArgs) {
  return changeAdminSizeGuide(page, page.params.category, await postedForm(page.request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.sizeGuide.category.name ?? ""} size guide · Admin` },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminSizeGuideEditor key={loaderData.sizeGuide.category.id} sizeGuide={loaderData.sizeGuide} />;
}
