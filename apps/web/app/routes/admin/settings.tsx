import { loadConsoleSettings, saveConsoleSettings } from "../../features/console/console-desk.server.ts";
import { ConsoleSettings } from "../../features/console/console-settings.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/settings";

export async function loader(page: Route.LoaderArgs) {
  return { settings: await loadConsoleSettings(page) };
}

export async function action(page: Route.ActionArgs) {
  return saveConsoleSettings(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Settings · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleSettings settings={loaderData.settings} />;
}
