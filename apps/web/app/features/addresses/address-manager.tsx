import type { Address } from "@oja/contracts/addresses";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { PlusIcon, TrashIcon } from "../../components/ui/action-icons.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Drawer } from "../../components/ui/drawer.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { useFilledEarly } from "../../lib/filled-early.ts";
import { useRootData } from "../../lib/root-data.ts";
import { type AddressChange, addressIntents, addressMatches, shownPhone } from "./address-change.ts";
import { AddressFormFields, useAddressForm } from "./address-form.tsx";

// docs/product.md §2 Account area → Addresses: search, Add Address, the table (cards on phones), the side panel
// "Address Manager" with the form of docs/product.md §5, and the two confirm dialogs. Every change posts to the
// page's action; the page's loader then reads the addresses again (docs/product.md §4: refetch after a change).

type Confirming = { kind: "delete" | "default"; address: Address } | null;

export function AddressManager({ addresses }: { addresses: Address[] }) {
  const email = useRootData()?.user?.email ?? "";
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const formFetcher = useFetcher<AddressChange>();
  const rowFetcher = useFetcher<AddressChange>();
  const [query, setQuery] = useState("");
  const [panelOpen, setPanelOpen] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const { form, errors, setErrors, setField, clear, load, check } = useAddressForm();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const searchId = useId();
  useFilledEarly(searchId, query, setQuery);

  const shown = useMemo(
    () => addresses.filter((address) => addressMatches(address, query)),
    [addresses, query],
  );

  const clearForm = () => {
    clear();
    setEditing(null);
  };

  useEffect(() => {
    const answer = formFetcher.data;
    if (formFetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      setPanelOpen(false);
      clear();
      setEditing(null);
    } else {
      if (answer.fieldErrors) setErrors(answer.fieldErrors);
      showRefusal(answer);
    }
  }, [formFetcher.state, formFetcher.data, toast, showRefusal, clear, setErrors]);

  useEffect(() => {
    const answer = rowFetcher.data;
    if (rowFetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      setConfirming(null);
    } else showRefusal(answer);
  }, [rowFetcher.state, rowFetcher.data, toast, showRefusal]);

  const openNew = () => {
    clearForm();
    setPanelOpen(true);
  };
  const openEdit = (address: Address) => {
    load(address);
    setEditing(address);
    setPanelOpen(true);
  };
  const closePanel = () => {
    setPanelOpen(false);
    clearForm();
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    formFetcher.submit(
      editing
        ? { intent: addressIntents.edit, addressId: editing.id, ...form }
        : { intent: addressIntents.add, ...form },
      { method: "post" },
    );
  }

  const confirm = () => {
    if (!confirming) return;
    rowFetcher.submit(
      {
        intent: confirming.kind === "delete" ? addressIntents.remove : addressIntents.makeDefault,
        addressId: confirming.address.id,
      },
      { method: "post" },
    );
  };

  const rowActions = (address: Address) => (
    <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
      <Button
        tone="secondary"
        size="sm"
        onClick={() => openEdit(address)}
        aria-label={`Edit ${address.address1}`}
      >
        Edit
      </Button>
      {address.isDefault ? null : (
        <Button
          tone="secondary"
          size="sm"
          onClick={() => setConfirming({ kind: "default", address })}
          className="whitespace-nowrap"
          // Starts with its visible label (WCAG 2.5.3), then says which address.
          aria-label={`Make Default, ${address.address1}`}
        >
          Make Default
        </Button>
      )}
      <button
        type="button"
        onClick={() => setConfirming({ kind: "delete", address })}
        aria-label={`Delete ${address.address1}`}
        className="rounded-full p-2 text-error hover:bg-linen"
      >
        <TrashIcon />
      </button>
    </div>
  );

  const defaultBadge = (
    <span className="ml-2 inline-block rounded-full bg-espresso px-2 py-0.5 text-xs font-semibold tracking-wide text-parchment uppercase">
      Default
    </span>
  );

  const formId = useId();
  const busy = formFetcher.state !== "idle";

  return (
    <div className="space-y-6">
      <h1 className="font-display text-4xl font-semibold">Addresses</h1>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-80">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium">
            Search addresses
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search"
            className="w-full rounded-sm border border-sand bg-white px-4 py-3 focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40"
          />
        </div>
        <Button onClick={openNew}>
          <PlusIcon />
          Add Address
        </Button>
      </div>

      {shown.length === 0 ? (
        <section className="rounded-lg border border-sand bg-parchment px-6 py-12 text-center">
          <h2 className="font-display text-2xl font-semibold">No address found</h2>
          <p className="mt-2 text-stone">
            {addresses.length === 0
              ? "You haven't added any address yet"
              : `No address matches “${query.trim()}”`}
          </p>
        </section>
      ) : (
        <>
          <table className="hidden w-full overflow-hidden rounded-lg border border-sand bg-parchment text-left text-sm md:table">
            <caption className="sr-only">Your addresses</caption>
            <thead className="border-b border-sand bg-linen text-xs tracking-wide text-stone uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Phone Number
                </th>
                <th scope="col" className="px-4 py-3">
                  Address
                </th>
                <th scope="col" className="px-4 py-3">
                  City
                </th>
                <th scope="col" className="px-4 py-3">
                  State
                </th>
                <th scope="col" className="px-4 py-3">
                  Country
                </th>
                <th scope="col" className="px-4 py-3">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((address) => (
                <tr key={address.id} className="border-b border-sand last:border-b-0">
                  <td className="px-4 py-3 whitespace-nowrap">{shownPhone(address)}</td>
                  <td className="px-4 py-3">
                    <span className="font-medium">{address.address1}</span>
                    {address.isDefault ? defaultBadge : null}
                    <span className="block text-stone">{address.fullName}</span>
                  </td>
                  <td className="px-4 py-3">{address.city}</td>
                  <td className="px-4 py-3">{address.state}</td>
                  <td className="px-4 py-3">{address.country}</td>
                  <td className="px-4 py-3">{rowActions(address)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label="Your addresses" className="space-y-4 md:hidden">
            {shown.map((address) => (
              <li key={address.id} className="rounded-lg border border-sand bg-parchment p-4 text-sm">
                <p>
                  <span className="font-medium">{address.address1}</span>
                  {address.isDefault ? defaultBadge : null}
                </p>
                <p className="text-stone">{address.fullName}</p>
                <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
                  <dt className="text-stone">Phone Number</dt>
                  <dd className="break-words">{shownPhone(address)}</dd>
                  <dt className="text-stone">City</dt>
                  <dd className="break-words">{address.city}</dd>
                  <dt className="text-stone">State</dt>
                  <dd className="break-words">{address.state}</dd>
                  <dt className="text-stone">Country</dt>
                  <dd className="break-words">{address.country}</dd>
                </dl>
                <div className="mt-3">{rowActions(address)}</div>
              </li>
            ))}
          </ul>
        </>
      )}

      <Drawer
        open={panelOpen}
        title="Address Manager"
        onClose={closePanel}
        formId={formId}
        confirmLabel={editing ? "Save Changes" : "Save"}
        confirmDisabled={busy}
      >
        <form id={formId} noValidate onSubmit={save} className="space-y-1">
          <TextField label="Email address" value={email} onChange={() => {}} disabled />
          <AddressFormFields form={form} errors={errors} setField={setField} focusFirst />
        </form>
      </Drawer>

      <ConfirmDialog
        open={confirming?.kind === "delete"}
        title="Delete Address"
        message="Are you sure you want to delete this address?"
        confirmLabel="Yes, Delete"
        busy={rowFetcher.state !== "idle"}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming?.kind === "default"}
        title="Set as Default Address"
        message="Are you sure you want to set this as your default delivery address?"
        confirmLabel="Yes"
        busy={rowFetcher.state !== "idle"}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
