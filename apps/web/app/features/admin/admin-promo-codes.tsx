import type { AdminPromoCode } from "@oja/contracts/admin-promo-codes";
import { formatDate, lagosDateOf } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import { promoCodeMaxLength } from "@oja/contracts/orders";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import { type AdminChange, promoCodeIntents } from "./admin-change.ts";
import { NothingFound } from "./admin-list-parts.tsx";
import type { AdminPromoCodes } from "./admin-shop.server.ts";

// The admin area's promo codes (docs/architecture.md §8): every code with its uses so far, a form that adds one or
// changes the one being edited, and Expire, asked for confirmation, which ends a code at once.

interface Draft {
  id: string;
  code: string;
  kind: "PERCENTAGE" | "FIXED";
  value: string;
  minimumOrder: string;
  usageLimit: string;
  /** The day the code ends, as the date field holds it. */
  expiresOn: string;
  /** The exact time it ends now, kept while the day is not changed. */
  keptExpiresAt: string;
}

const emptyDraft: Draft = {
  id: "",
  code: "",
  kind: "PERCENTAGE",
  value: "",
  minimumOrder: "0",
  usageLimit: "",
  expiresOn: "",
  keptExpiresAt: "",
};

function draftOf(promo: AdminPromoCode): Draft {
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind,
    value: String(promo.value),
    minimumOrder: String(promo.minimumOrder),
    usageLimit: promo.usageLimit === null ? "" : String(promo.usageLimit),
    expiresOn: promo.expiresAt ? lagosDateOf(promo.expiresAt) : "",
    keptExpiresAt: promo.expiresAt ?? "",
  };
}

const valueText = (promo: AdminPromoCode) =>
  promo.kind === "PERCENTAGE" ? `${promo.value}% off` : `${formatNaira(promo.value)} off`;

export function AdminPromoCodeList({ view }: { view: AdminPromoCodes }) {
  const fetcher = useFetcher<AdminChange>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [expiring, setExpiring] = useState<AdminPromoCode | null>(null);
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  /**
   * Edit and Cancel Editing change the form above the list: the owner is taken there, to its first
   * field, or on a phone nothing would seem to happen, and Cancel Editing would leave focus nowhere.
   */
  const editDraft = (next: Draft) => {
    setDraft(next);
    form.current?.querySelector<HTMLElement>('[name="code"]')?.focus();
  };
  /** A field of the draft: its name, what it holds, and how it changes. */
  const fieldOf = (field: Exclude<keyof Draft, "id" | "keptExpiresAt">) => ({
    name: field,
    value: draft[field],
    onChange: (value: string) => setDraft((now) => ({ ...now, [field]: value })),
  });

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) {
      toast.success(answer.message);
      setDraft(emptyDraft);
    } else showRefusal(answer);
    setExpiring(null);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl font-semibold">Promo codes</h1>

      <section
        aria-labelledby="promo-form"
        className="space-y-4 rounded-lg border border-sand bg-parchment p-4 md:p-6"
      >
        <h2 id="promo-form" className="font-display text-xl font-semibold">
          {draft.id ? `Edit ${draft.code}` : "New promo code"}
        </h2>
        <fetcher.Form ref={form} method="post" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <input type="hidden" name="intent" value={promoCodeIntents.save} />
          <input type="hidden" name="id" value={draft.id} />
          <input type="hidden" name="keptExpiresAt" value={draft.keptExpiresAt} />
          <input
            type="hidden"
            name="keptExpiresOn"
            value={draft.keptExpiresAt ? lagosDateOf(draft.keptExpiresAt) : ""}
          />
          <TextField label="Code" {...fieldOf("code")} required maxLength={promoCodeMaxLength} />
          <TextField
            label="Kind"
            {...fieldOf("kind")}
            options={[
              { value: "PERCENTAGE", label: "Percentage off" },
              { value: "FIXED", label: "Fixed amount off (₦)" },
            ]}
          />
          <TextField
            label={draft.kind === "PERCENTAGE" ? "Percentage (1 to 100)" : "Amount off (₦)"}
            {...fieldOf("value")}
            inputMode="numeric"
            required
          />
          <TextField
            label="Minimum order (₦, after the store-wide discount)"
            {...fieldOf("minimumOrder")}
            inputMode="numeric"
          />
          <TextField
            label="Usage limit (blank for none)"
            {...fieldOf("usageLimit")}
            type="number"
            inputMode="numeric"
          />
          <TextField label="Expires after (blank for never)" {...fieldOf("expiresOn")} type="date" />
          <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
            <Button type="submit" busy={busy && !expiring}>
              {draft.id ? "Save Changes" : "Add Promo Code"}
            </Button>
            {draft.id ? (
              <Button type="button" tone="secondary" onClick={() => editDraft(emptyDraft)}>
                Cancel Editing
              </Button>
            ) : null}
          </div>
        </fetcher.Form>
      </section>

      {view.promoCodes.length === 0 ? (
        <NothingFound>No promo codes yet</NothingFound>
      ) : (
        // Below 768 px each code's row becomes a small card: the same cells, each with its own label.
        <div className="relative rounded-lg border border-sand bg-parchment">
          <table className="w-full text-left text-sm max-md:block">
            <caption className="sr-only">Promo codes and their uses</caption>
            <thead className="border-b border-sand text-xs tracking-[0.12em] text-stone uppercase max-md:hidden">
              <tr>
                {["Code", "Takes", "Minimum order", "Used", "Expires"].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand max-md:block">
              {view.promoCodes.map((promo) => (
                <tr
                  key={promo.id}
                  className="max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-1 max-md:p-4"
                >
                  <th scope="row" className="font-mono font-semibold md:px-4 md:py-3">
                    {promo.code}
                  </th>
                  <td className="md:px-4 md:py-3">{valueText(promo)}</td>
                  <td className="tabular-nums md:px-4 md:py-3">
                    <span className="text-stone md:hidden">Minimum order: </span>
                    {promo.minimumOrder > 0 ? formatNaira(promo.minimumOrder) : "None"}
                  </td>
                  <td className="tabular-nums md:px-4 md:py-3">
                    <span className="text-stone md:hidden">Used: </span>
                    {promo.used}
                    {promo.usageLimit === null ? " (no limit)" : ` of ${promo.usageLimit}`}
                  </td>
                  <td className="md:px-4 md:py-3">
                    <span className="text-stone md:hidden">Expires: </span>
                    {promo.expired ? (
                      <span className="font-medium text-error">Expired</span>
                    ) : promo.expiresAt ? (
                      formatDate(promo.expiresAt)
                    ) : (
                      "Never"
                    )}
                  </td>
                  <td className="max-md:col-span-2 max-md:pt-2 md:px-4 md:py-3">
                    <div className="flex gap-2 md:justify-end">
                      <Button
                        size="sm"
                        tone="secondary"
                        aria-label={`Edit ${promo.code}`}
                        onClick={() => editDraft(draftOf(promo))}
                      >
                        Edit
                      </Button>
                      {promo.expired ? null : (
                        <Button
                          size="sm"
                          aria-label={`Expire ${promo.code}`}
                          onClick={() => setExpiring(promo)}
                        >
                          Expire
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        label="Promo code pages"
        page={view.pagination.page}
        totalPages={view.pagination.totalPages}
        hrefOf={(page) => (page > 1 ? `/admin/promo-codes?page=${page}` : "/admin/promo-codes")}
      />

      <ConfirmDialog
        open={expiring !== null}
        title="Expire Promo Code"
        message={`End ${expiring?.code ?? "this code"} now? Shoppers can no longer apply it; orders that carry it keep it.`}
        confirmLabel="Yes, Expire"
        busy={busy}
        onConfirm={() =>
          expiring && fetcher.submit({ intent: promoCodeIntents.expire, id: expiring.id }, { method: "post" })
        }
        onClose={() => setExpiring(null)}
      />
    </div>
  );
}
