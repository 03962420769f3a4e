import { AdminCustomerPage } from "../../features/admin/admin-customer.tsx";
import { changeCustomerAccess, loadAdminCustomer } from "../../features/admin/admin-customers.server.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/customer";

export async function loader(page: Route.LoaderArgs) {
  return { detail: await loadAdminCustomer(page, page.params.customerId) };
}

/** Disable or enable this account. */
export async function action(page: Route.ActionArgs) {
  return changeCustomerAccess(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? `${loaderData.detail.customer.firstName} ${loaderData.detail.customer.lastName}` : "Customer"} · Admin`,
  },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminCustomerPage detail={loaderData.detail} />;
}
