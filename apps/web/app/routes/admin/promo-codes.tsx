import { AdminPromoCodeList } from "../../features/admin/admin-promo-codes.tsx";
import { changeAdminPromoCode, loadAdminPromoCodes } from "../../features/admin/admin-shop.server.ts";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/promo-codes";

export async function loader(page: Route.LoaderArgs) {
  return loadAdminPromoCodes(page);
}

/** Add or change a code, or expire it. */
export async function action(page: Route.ActionArgs) {
  return changeAdminPromoCode(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Promo codes · Admin" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminPromoCodeList view={loaderData} />;
}
