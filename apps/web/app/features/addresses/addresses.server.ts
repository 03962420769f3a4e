import { type Address, addressFields } from "@oja/contracts/addresses";
import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireSignedIn, requireSignedInToChange } from "../../lib/session.server.ts";
import { type AddressChange, type AddressIntent, addressIntents, fieldErrorsOf } from "./address-change.ts";

// The shopper's delivery addresses on the page server (docs/product.md §3 Address, §7): read and changed through
// the addresses API as the signed-in shopper; the page reloads them after each change.

/** The signed-in shopper's addresses, the default first, then the newest. */
export async function loadAddresses(page: PageArgs): Promise<Address[]> {
  const user = await requireSignedIn(page);
  return (await callApi(page, routes.addresses.list, { params: { userId: user.id } })).data;
}

/** The API's answer to the change: its message, and the address it saved or made default. */
async function callFor(
  page: PageArgs,
  userId: string,
  intent: AddressIntent,
  form: FormData,
): Promise<{ message: string; addressId?: string }> {
  const field = (name: string) => String(form.get(name) ?? "");
  const id = field("addressId");
  // The whole form as the contract's body; the API applies its rules (addressBodySchema).
  const entered = Object.fromEntries(addressFields.map((name) => [name, field(name)]));
  switch (intent) {
    case addressIntents.add: {
      const answer = await callApi(page, routes.addresses.add, { params: { userId }, entered });
      return { message: answer.message, addressId: answer.data.id };
    }
    case addressIntents.edit: {
      const answer = await callApi(page, routes.addresses.update, { params: { id }, entered });
      return { message: answer.message, addressId: answer.data.id };
    }
    case addressIntents.remove:
      return { message: (await callApi(page, routes.addresses.remove, { params: { id } })).message };
    case addressIntents.makeDefault:
      return {
        message: (await callApi(page, routes.addresses.makeDefault, { params: { userId, id } })).message,
      };
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
  const intent = postedIntent(form, addressIntents);
  if (!intent) {
    return data<AddressChange>(
      { ok: false, intent: null, message: "The form asks for something the address book does not do." },
      { status: 400 },
    );
  }
  try {
    const { message, addressId } = await callFor(page, user.id, intent, form);
    return data<AddressChange>({ ok: true, intent, message, ...(addressId ? { addressId } : {}) });
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
