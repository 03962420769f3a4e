import type { Address } from "@oja/contracts/addresses";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { PlusIcon } from "../../components/ui/action-icons.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { useFilledEarly } from "../../lib/filled-early.ts";
import { type AddressChange, addressIntents, addressMatches, shownPhone } from "./address-change.ts";
import { AddressFormFields, useAddressForm } from "./address-form.tsx";

// docs/product.md §2 Checkout, right, for home delivery: the saved recipients to choose from, with a search, and
// the form that saves a new one (posted to the page's action like the Address Manager's, intent
// add-address). A newly saved address becomes the chosen recipient.

export function RecipientPicker({
  addresses,
  chosenId,
  onChoose,
  formId,
}: {
  addresses: Address[];
  chosenId: string | null;
  onChoose: (addressId: string) => void;
  /** The form the radios post with, when the page is sent without scripts (checkout's Place Order). */
  formId?: string | undefined;
}) {
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const fetcher = useFetcher<AddressChange>();
  const { form, errors, setErrors, setField, clear, check } = useAddressForm();
  const [query, setQuery] = useState("");
  const [adding, setAdding] = useState(addresses.length === 0);
  const searchId = useId();
  const legendId = useId();
  const formTitleId = useId();
  const shown = useMemo(
    () => addresses.filter((address) => addressMatches(address, query)),
    [addresses, query],
  );
  const saving = fetcher.state !== "idle";
  useFilledEarly(searchId, query, setQuery);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      clear();
      setAdding(false);
      setQuery("");
      if (answer.addressId) onChoose(answer.addressId);
    } else {
      if (answer.fieldErrors) setErrors(answer.fieldErrors);
      showRefusal(answer);
    }
  }, [fetcher.state, fetcher.data, toast, showRefusal, clear, setErrors, onChoose]);

  function save(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    fetcher.submit({ intent: addressIntents.add, ...form }, { method: "post" });
  }

  return (
    <div className="space-y-5">
      {addresses.length > 0 ? (
        <fieldset aria-labelledby={legendId} className="space-y-3">
          <legend id={legendId} className="font-display text-xl font-semibold">
            Deliver to
          </legend>
          <div>
            <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
              Search saved recipients
            </label>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Name, phone, street or city"
              className="w-full rounded-sm border border-sand bg-white px-4 py-3 focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
            />
          </div>
          {shown.length === 0 ? (
            <p className="rounded-lg border border-sand px-4 py-6 text-center text-sm text-stone">
              No address matches “{query.trim()}”
            </p>
          ) : (
            <ul className="space-y-3">
              {shown.map((address) => (
                <li key={address.id}>
                  <label
                    className={[
                      "flex cursor-pointer gap-3 rounded-lg border p-4 text-sm transition-colors",
                      "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass/60",
                      address.id === chosenId
                        ? "border-espresso bg-linen"
                        : "border-sand bg-parchment hover:border-stone",
                    ].join(" ")}
                  >
                    <input
                      type="radio"
                      name="addressId"
                      form={formId}
                      value={address.id}
                      checked={address.id === chosenId}
                      onChange={() => onChoose(address.id)}
                      className="mt-1 h-4 w-4 shrink-0 accent-espresso"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium">
                        {address.fullName}
                        {address.isDefault ? (
                          <span className="ml-2 inline-block rounded-full bg-espresso px-2 py-0.5 text-xs font-semibold tracking-wide text-parchment uppercase">
                            Default
                          </span>
                        ) : null}
                      </span>
                      <span className="block break-words text-stone">
                        {address.address1}, {address.city}, {address.state}, {address.country}
                      </span>
                      <span className="block text-stone">{shownPhone(address)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ) : null}

      {adding ? (
        // Without scripts the browser posts it to the page's action, which saves it the same way.
        <form
          method="post"
          noValidate
          onSubmit={save}
          aria-labelledby={formTitleId}
          className="space-y-1 rounded-lg border border-sand bg-parchment p-4 sm:p-5"
        >
          <input type="hidden" name="intent" value={addressIntents.add} />
          <h3 id={formTitleId} className="mb-3 font-display text-xl font-semibold">
            {addresses.length === 0 ? "Delivery address" : "Add a new address"}
          </h3>
          <AddressFormFields form={form} errors={errors} setField={setField} />
          <div className="flex flex-col gap-3 pt-3 sm:flex-row">
            <Button type="submit" busy={saving}>
              Save Address
            </Button>
            {addresses.length > 0 ? (
              <Button
                tone="secondary"
                onClick={() => {
                  clear();
                  setAdding(false);
                }}
              >
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      ) : (
        <Button tone="secondary" onClick={() => setAdding(true)}>
          <PlusIcon />
          Add a new address
        </Button>
      )}
    </div>
  );
}
