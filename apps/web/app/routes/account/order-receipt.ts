import { downloadReceipt } from "../../features/orders/receipt.server.ts";
import type { Route } from "./+types/order-receipt";

/** A paid order's receipt as a PDF download, made by the API as the signed-in shopper. */
export async function loader(page: Route.LoaderArgs) {
  return downloadReceipt(page, page.params.orderId);
}
