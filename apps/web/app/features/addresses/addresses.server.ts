import { type Address, type AddressListResponse, addressFields } from "@oja/contracts/addresses";
import type { MessageBody } from "@oja/contracts/api";
import { ApiError } from "@oja/contracts/http";
import { data } from "react-router";
import { apiGet, apiRequest, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedIn, requireSignedInToChange } from "../../lib/session.server.ts";
import { type AddressChange, type AddressIntent, fieldErrorsOf } from "./address-change.ts";

// The shopper's delivery addresses on the page server (docs/product.md §3 Address, §7): read and changed through
// the addresses API as the signed-in shopper; the page reloads them after each change.

/** The signed-in shopper's addresses, the default first, then the newest. */
export async function loadAddresses(page: PageArgs): Promise<Address[]> {
  const user = await requireSignedIn(page);
  return (await apiGet<AddressListResponse>(page, `/users/${user.id}/addresses`)).data;
}

const intents: readonly AddressIntent[] = ["add-address", "edit-address", "delete-address", "make-default"];

function apiCallFor(userId: string, intent: AddressIntent, form: FormData) {
  const field = (name: string) => String(form.get(name) ?? "");
  const id = encodeURIComponent(field("addressId"));
  // The whole form as the contract's body; the API applies its rules (addressBodySchema).
  const body = Object.fromEntries(addressFields.map((name) => [name, field(name)]));
  switch (intent) {
    case "add-address":
      return { method: "POST", path: `/users/${userId}/addresses`, body };
    case "edit-address":
      return { method: "PUT", path: `/addresses/${id}`, body };
    case "delete-address":
      return { method: "DELETE", path: `/addresses/${id}` };
    case "make-default":
      return { method: "PUT", path: `/users/${userId}/addresses/${id}/default` };
  }
}

/**
 * A change of the addresses posted as a form (`intent`: add-address, edit-address, delete-address or
 * make-default), read by the route with `postedForm`. A refusal comes back as data with the API's
 * status, message and errors (also per field of the form), and changes nothing.
 */
export async function changeAddresses(
  page: PageArgs,
  form: FormData,
): Promise<ReturnType<typeof data<AddressChange>>> {
  const user = await requireSignedInToChange(page);
  const asked = String(form.get("intent") ?? "");
  const intent = intents.find((known) => known === asked);
  if (!intent) {
    return data<AddressChange>(
      { ok: false, intent: null, message: "The form asks for something the address book does not do." },
      { status: 400 },
    );
  }
  const call = apiCallFor(user.id, intent, form);
  try {
    const answer = await apiRequest<MessageBody & { data?: { id?: string } }>(
      page,
      call.method,
      call.path,
      call.body,
    );
    const addressId = answer.data?.id;
    return data<AddressChange>({
      ok: true,
      intent,
      message: answer.message,
      ...(addressId ? { addressId } : {}),
    });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.body) throw error;
    const errors = error.body.errors ?? [];
    const { fields, rest } = fieldErrorsOf(errors);
    return data<AddressChange>(
      {
        ok: false,
        intent,
        message: error.body.message,
        ...(rest.length > 0 ? { errors: rest } : {}),
        ...(Object.keys(fields).length > 0 ? { fieldErrors: fields } : {}),
      },
      { status: error.status },
    );
  }
}
