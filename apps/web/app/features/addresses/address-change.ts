import { type Address, addressFields } from "@oja/contracts/addresses";

// What the Address Manager posts and what its route answers (spec §2 Addresses, §4 Address).

export type AddressField = (typeof addressFields)[number];
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

/** The changes the page's action makes, as the form's `intent`. */
export type AddressIntent = "add-address" | "edit-address" | "delete-address" | "make-default";

/** What an address change answers: the API's message, or why nothing changed (per field when it says). */
export type AddressChange =
  | { ok: true; intent: AddressIntent; message: string }
  | {
      ok: false;
      intent: AddressIntent | null;
      message: string;
      errors?: string[];
      fieldErrors?: AddressFieldErrors;
    };

/** The address form as its fields hold it: text, zip code blank for none. */
export type AddressForm = Record<AddressField, string>;

/**
 * The API's 400 `errors` ("field: message"), or the contract schema's issues, as one message per field
 * (the first one); reasons that name no field of the form stay in `rest`.
 */
export function fieldErrorsOf(errors: readonly string[]): { fields: AddressFieldErrors; rest: string[] } {
  const fields: AddressFieldErrors = {};
  const rest: string[] = [];
  for (const error of errors) {
    const colon = error.indexOf(": ");
    const name = colon > 0 ? error.slice(0, colon) : "";
    if ((addressFields as readonly string[]).includes(name)) {
      const field = name as AddressField;
      fields[field] ??= error.slice(colon + 2);
    } else rest.push(error);
  }
  return { fields, rest };
}

export function formOf(address: Address): AddressForm {
  return {
    fullName: address.fullName,
    phone: address.phone,
    address1: address.address1,
    city: address.city,
    state: address.state,
    country: address.country,
    zipCode: address.zipCode ?? "",
  };
}
