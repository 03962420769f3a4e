import { downloadSubscribersCsv } from "../../features/admin/admin-shop.server.ts";
import type { Route } from "./+types/subscribers-csv";

/** Every subscriber as a CSV file, made by the API as the signed-in owner. */
export async function loader(page: Route.LoaderArgs) {
  return downloadSubscribersCsv(page);
}
