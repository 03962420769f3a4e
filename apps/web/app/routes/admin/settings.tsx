import { AdminSettings } from "../../features/admin/admin-settings.tsx";
import { loadAdminSettings, saveAdminSettings } from "../../features/admin/admin-shop.server.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/settings";

export async function loader(page: Route.LoaderArgs) {
  return { settings: await loadAdminSettings(page) };
}

export async function action(page: Route.ActionArgs) {
  return saveAdminSettings(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Settings · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminSettings settings={loaderData.settings} />;
}
