import {
  loadConsoleMessages,
  markConsoleMessageHandled,
} from "../../features/console/console-desk.server.ts";
import { ConsoleMessageList } from "../../features/console/console-messages.tsx";
import { postedForm } from "../../lib/posted-form.server.ts";
import type { Route } from "./+types/messages";

export async function loader(page: Route.LoaderArgs) {
  return loadConsoleMessages(page);
}

/** Mark a message handled. */
export async function action(page: Route.ActionArgs) {
  return markConsoleMessageHandled(page, await postedForm(page.request));
}

export const meta: Route.MetaFunction = () => [{ title: "Messages · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleMessageList view={loaderData} />;
}
