import { changeCustomerAccess, loadAdminCustomers } from "../../features/admin/admin-customers.server.ts";
import { AdminCustomerList } from "../../features/admin/admin-customers.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/customers";

export async function loader(page: Route.LoaderArgs) {
  return loadAdminCustomers(page);
}

/** Disable or enable one of the listed accounts. */
export async function action(page: Route.ActionArgs) {
  return changeCustomerAccess(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Customers · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminCustomerList view={loaderData} />;
}
