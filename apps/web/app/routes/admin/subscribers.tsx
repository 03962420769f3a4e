import { loadConsoleSubscribers } from "../../features/console/console-desk.server.ts";
import { ConsoleSubscriberList } from "../../features/console/console-subscribers.tsx";
import type { Route } from "./+types/subscribers";

export async function loader(page: Route.LoaderArgs) {
  return loadConsoleSubscribers(page);
}

export const meta: Route.MetaFunction = () => [{ title: "Subscribers · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleSubscriberList view={loaderData} />;
}
