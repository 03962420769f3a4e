import { changeConsolePromoCode, loadConsolePromoCodes } from "../../features/console/console-desk.server.ts";
import { ConsolePromoCodeList } from "../../features/console/console-promo-codes.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/promo-codes";

export async function loader(page: Route.LoaderArgs) {
  return loadConsolePromoCodes(page);
}

/** Add or change a code, or expire it. */
export async function action(page: Route.ActionArgs) {
  return changeConsolePromoCode(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Promo codes · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsolePromoCodeList view={loaderData} />;
}
