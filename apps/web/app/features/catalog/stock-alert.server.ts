import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import type { StockAlertAnswer } from "./stock-alert-change.ts";

/**
 * Back in stock, posted as a form (`productId`, `variantId` and, from a visitor, `email`): the API
 * saves one alert and answers its sentence. A signed-in shopper sends no e-mail and the API takes
 * their own (the session rides with the call). A refusal comes back as data and saves nothing.
 */
export async function askBackInStock(
  page: PageArgs,
  form: FormData,
): Promise<ReturnType<typeof data<StockAlertAnswer>>> {
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const variantId = field("variantId");
  const email = field("email");
  try {
    const answer = await callApi(page, routes.catalog.stockAlert, {
      params: { productId: field("productId"), variantId },
      // As entered, for the API to judge: its refusal names the field.
      entered: email ? { email } : {},
    });
    return data<StockAlertAnswer>({ ok: true, message: answer.message, variantId });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    // A refused field says what is wrong with it ("email: The provided email is not valid").
    const fieldSentence = error.body.errors?.[0]?.replace(/^\w+: /, "");
    return data<StockAlertAnswer>(
      { ok: false, message: fieldSentence ?? error.body.message, variantId },
      { status: error.status },
    );
  }
}
