import { type Address, addressFields } from "@oja/contracts/addresses";
import type { IntentOf } from "../../lib/form-intents.ts";

// What the Address Manager posts and what its route answers (docs/product.md §2 Addresses, §4 Address).

export type AddressField = (typeof addressFields)[number];
export type AddressFieldErrors = Partial<Record<AddressField, string>>;

/** The changes the page's action makes, as the form posts them in its `intent` field. */
export const addressIntents = {
  add: "add-address",
  edit: "edit-address",
  remove: "delete-address",
  makeDefault: "make-default",
} as const;
export type AddressIntent = IntentOf<typeof addressIntents>;

/** What an address change answers: the API's message, or why nothing changed (per field when it says). */
export type AddressChange =
  | {
      ok: true;
      intent: AddressIntent;
      message: string;
      /** The address a change saved or made default (the checkout chooses a newly saved one). */
      addressId?: string;
    }
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

/** The phone as the shop shows it, with Nigeria's code before the digits kept. */
export const shownPhone = (address: Pick<Address, "phone">) => `+234 ${address.phone}`;

/** The address book's search: what is typed, anywhere in the phone, name or address. */
export function addressMatches(address: Address, query: string): boolean {
  const words = query.trim().toLowerCase();
  if (words === "") return true;
  return [
    shownPhone(address),
    address.phone,
    address.fullName,
    address.address1,
    address.city,
    address.state,
    address.country,
  ].some((column) => column.toLowerCase().includes(words));
}
