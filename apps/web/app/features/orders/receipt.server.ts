import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedIn } from "../../lib/session.server.ts";

// A paid order's receipt on the page server (docs/decisions/034-receipts.md): the API's PDF, made as the
// signed-in shopper, passed on as a download. A refusal (not paid yet, not theirs, unknown) is the
// page's answer with the API's status and sentence.

export async function downloadReceipt(page: PageArgs, orderId: string): Promise<Response> {
  const user = await requireSignedIn(page);
  const answer = await callApi(page, routes.receipts.get, { params: { userId: user.id, orderId } }).catch(
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      throw data(
        { message: error.body?.message ?? "The receipt could not be made." },
        { status: error.status },
      );
    },
  );
  return new Response(answer.body, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": answer.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
    },
  });
}
