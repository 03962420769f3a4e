import { loadConsoleSummary } from "../../features/console/console-customers.server.ts";
import { ConsoleSummary } from "../../features/console/console-summary.tsx";
import type { Route } from "./+types/console-home";

/** Where the staff land after signing in: the shop at a glance. */
export async function loader(page: Route.LoaderArgs) {
  return { summary: await loadConsoleSummary(page) };
}

export const meta: Route.MetaFunction = () => [{ title: "Summary · Console" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ConsoleSummary summary={loaderData.summary} />;
}
