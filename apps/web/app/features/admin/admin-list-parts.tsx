import { adminSearchMaxLength } from "@oja/contracts/admin";
import { type ReactNode, useId } from "react";
import { useSubmit } from "react-router";

// The pieces every list of the admin area is made of: the search box and the filters of its form, and
// what it says when nothing matches.

const field =
  "w-full rounded-sm border border-sand bg-white px-3 py-2.5 focus:border-cognac focus:outline-none focus-visible:ring-2 focus-visible:ring-brass/40";

/** The search box of a list's form, with its label. */
export function ListSearch({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        defaultValue={value}
        maxLength={adminSearchMaxLength}
        className={field}
      />
    </>
  );
}

/** A filter of a list's form, with its label: choosing another option shows the list at once. */
export function ListFilter({
  label,
  name,
  value,
  everything,
  options,
}: {
  label: string;
  name: string;
  value: string;
  /** The first option, which leaves the filter out. */
  everything: string;
  options: readonly { value: string; label: string }[];
}) {
  const submit = useSubmit();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        onChange={(event) => submit(event.currentTarget.form)}
        className={field}
      >
        <option value="">{everything}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** What a list says when it has nothing to show. */
export function NothingFound({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-sand bg-parchment px-4 py-10 text-center text-stone">{children}</p>
  );
}
