import { loadAdminSubscribers } from "../../features/admin/admin-shop.server.ts";
import { AdminSubscriberList } from "../../features/admin/admin-subscribers.tsx";
import type { Route } from "./+types/subscribers";

export async function loader(page: Route.LoaderArgs) {
  return loadAdminSubscribers(page);
}

export const meta: Route.MetaFunction = () => [{ title: "Subscribers · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminSubscriberList view={loaderData} />;
}
