import {
  changeCustomerAccess,
  loadConsoleCustomers,
} from "../../features/console/console-customers.server.ts";
import { ConsoleCustomerList } from "../../features/console/console-customers.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/customers";

export async function loader(page: Route.LoaderArgs) {
  return loadConsoleCustomers(page);
}

/** Disable or enable one of the listed accounts. */
export async function action(page: Route.ActionArgs) {
  return changeCustomerAccess(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Customers · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleCustomerList view={loaderData} />;
}
