import type { Office, Settings } from "@oja/contracts/content";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useShowRefusal, useToast } from "../../components/ui/toast.tsx";
import type { AdminChange } from "./admin-change.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

// The shop's settings in the admin area (docs/architecture.md §8): the two texts of the about page, with the
// rich-text editor; the offices (the first is the showroom where pickup orders are collected); and the
// store-wide discount and VAT, which reach prices, carts and new orders as soon as they are saved.

type OfficeDraft = Omit<Office, "id"> & { id: string; key: string };

const officeLabels: [keyof Omit<Office, "id">, string, string][] = [
  ["name", "Name", "organization"],
  ["address1", "Address", "street-address"],
  ["city", "City", "address-level2"],
  ["state", "State", "address-level1"],
  ["country", "Country", "country-name"],
  ["phoneNumber", "Phone", "tel"],
  ["email", "E-mail", "email"],
];

const newOffice = (key: string): OfficeDraft => ({
  id: "",
  key,
  name: "",
  address1: "",
  city: "",
  state: "Lagos",
  country: "Nigeria",
  phoneNumber: "",
  email: "",
});

export function AdminSettings({ settings }: { settings: Settings }) {
  const fetcher = useFetcher<AdminChange>();
  const toast = useToast();
  const showRefusal = useShowRefusal();
  const added = useRef(0);
  const [offices, setOffices] = useState<OfficeDraft[]>(() =>
    settings.officeLocations.map((office) => ({ ...office, key: office.id })),
  );
  const [removing, setRemoving] = useState<OfficeDraft | null>(null);
  const [discount, setDiscount] = useState(String(settings.discountPercent));
  const [vat, setVat] = useState(String(settings.vatPercent));

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer) return;
    if (answer.ok) toast.success(answer.message);
    else showRefusal(answer);
  }, [fetcher.state, fetcher.data, toast, showRefusal]);

  const change = (key: string, field: keyof Office) => (value: string) =>
    setOffices((now) => now.map((office) => (office.key === key ? { ...office, [field]: value } : office)));

  return (
    <div className="space-y-6">
      <h1 className="font-display text-3xl font-semibold">Settings</h1>
      <fetcher.Form method="post" className="space-y-6">
        <section
          aria-labelledby="settings-prices"
          className="space-y-4 rounded-lg border border-sand bg-parchment p-4 md:p-6"
        >
          <h2 id="settings-prices" className="font-display text-xl font-semibold">
            Prices
          </h2>
          <p className="text-sm text-stone">
            The discount comes off every product's price; VAT is charged on what is left. A change reaches the
            shop, carts and new orders at once; orders already placed keep their figures.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Store-wide discount (%)"
              name="discountPercent"
              inputMode="numeric"
              value={discount}
              onChange={setDiscount}
              required
            />
            <TextField
              label="VAT (%)"
              name="vatPercent"
              inputMode="numeric"
              value={vat}
              onChange={setVat}
              required
            />
          </div>
        </section>

        <section
          aria-labelledby="settings-texts"
          className="space-y-4 rounded-lg border border-sand bg-parchment p-4 md:p-6"
        >
          <h2 id="settings-texts" className="font-display text-xl font-semibold">
            Texts
          </h2>
          <p className="text-sm text-stone">Both appear on the About page.</p>
          <RichTextEditor
            label="Welcome from the CEO"
            name="ceoWelcomeMessage"
            initialHtml={settings.ceoWelcomeMessage}
          />
          <RichTextEditor label="Why choose us" name="about" initialHtml={settings.about} />
        </section>

        <section
          aria-labelledby="settings-offices"
          className="space-y-4 rounded-lg border border-sand bg-parchment p-4 md:p-6"
        >
          <h2 id="settings-offices" className="font-display text-xl font-semibold">
            Offices
          </h2>
          <p className="text-sm text-stone">
            The first office is the showroom where pickup orders are collected.
          </p>
          <input type="hidden" name="officeCount" value={offices.length} />
          {offices.map((office, index) => (
            <fieldset key={office.key} className="space-y-4 rounded-md border border-sand bg-white/60 p-4">
              <legend className="px-1 font-semibold">
                {index === 0 ? "Showroom" : `Office ${index + 1}`}
                {office.name ? `: ${office.name}` : ""}
              </legend>
              <input type="hidden" name={`offices.${index}.id`} value={office.id} />
              <div className="grid gap-4 sm:grid-cols-2">
                {officeLabels.map(([field, label, autoComplete]) => (
                  <TextField
                    key={field}
                    label={label}
                    name={`offices.${index}.${field}`}
                    value={office[field]}
                    onChange={change(office.key, field)}
                    autoComplete={`section-office${index} ${autoComplete}`}
                    type={field === "email" ? "email" : "text"}
                    required
                  />
                ))}
              </div>
              <Button type="button" size="sm" tone="secondary" onClick={() => setRemoving(office)}>
                Remove Office
              </Button>
            </fieldset>
          ))}
          <Button
            type="button"
            size="sm"
            tone="secondary"
            onClick={() => {
              added.current += 1;
              setOffices((now) => [...now, newOffice(`new-${added.current}`)]);
            }}
          >
            Add Office
          </Button>
        </section>

        <Button type="submit" busy={fetcher.state !== "idle"}>
          Save Settings
        </Button>
      </fetcher.Form>

      <ConfirmDialog
        open={removing !== null}
        title="Remove Office"
        message={`Remove ${removing?.name || "this office"} from the settings? It leaves the shop's pages when you save.`}
        confirmLabel="Yes, Remove"
        onConfirm={() => {
          setOffices((now) => now.filter((office) => office.key !== removing?.key));
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
