import { AddressManager } from "../../features/addresses/address-manager.tsx";
import { changeAddresses, loadAddresses } from "../../features/addresses/addresses.server.ts";
import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/addresses";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Addresses",
    description: "Your saved delivery addresses.",
    path: "/account/addresses",
    publicUrl: publicUrlOf(matches),
  });

/** The shopper's addresses (the account layout has already asked a visitor to sign in). */
export async function loader(page: Route.LoaderArgs) {
  return { addresses: await loadAddresses(page) };
}

/** Add, edit, delete, make default: one form each, told apart by its `intent`. */
export async function action(page: Route.ActionArgs) {
  return changeAddresses(page, await postedForm(page.request));
}

/** docs/product.md §2 Account area → Addresses. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <AddressManager addresses={loaderData.addresses} />;
}
