import { ConsoleCustomer } from "../../features/console/console-customer.tsx";
import {
  changeCustomerAccess,
  loadConsoleCustomer,
} from "../../features/console/console-customers.server.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/customer";

export async function loader(page: Route.LoaderArgs) {
  return { detail: await loadConsoleCustomer(page, page.params.customerId) };
}

/** Disable or enable this account. */
export async function action(page: Route.ActionArgs) {
  return changeCustomerAccess(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData ? `${loaderData.detail.customer.firstName} ${loaderData.detail.customer.lastName}` : "Customer"} · Console`,
  },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleCustomer detail={loaderData.detail} />;
}
