import { AdminMessageList } from "../../features/admin/admin-messages.tsx";
import { loadAdminMessages, markAdminMessageHandled } from "../../features/admin/admin-shop.server.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/messages";

export async function loader(page: Route.LoaderArgs) {
  return loadAdminMessages(page);
}

/** Mark a message handled. */
export async function action(page: Route.ActionArgs) {
  return markAdminMessageHandled(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Messages · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminMessageList view={loaderData} />;
}
