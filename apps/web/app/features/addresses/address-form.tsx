import {
  type Address,
  addressBodySchema,
  addressFieldLimits,
  isNigeria,
  nigeria,
  nigerianState,
  nigerianStates,
} from "@oja/contracts/addresses";
import { keepPhoneDigits, phoneMaxDigits } from "@oja/contracts/rules";
import { useCallback, useState } from "react";
import { TextField } from "../../components/ui/text-field.tsx";
import {
  type AddressField,
  type AddressFieldErrors,
  type AddressForm,
  fieldErrorsOf,
  formOf,
} from "./address-change.ts";

// The address form of docs/product.md §5, as the Address Manager's side panel and the checkout's "add a new
// address" both hold it: its state, the contract's rules checked before sending, and its fields.

const blankForm: AddressForm = {
  fullName: "",
  phone: "",
  address1: "",
  city: "",
  state: "",
  country: nigeria,
  zipCode: "",
};

/** The problems the contract's rules find before anything is sent, one per field. */
function problemsOf(form: AddressForm): AddressFieldErrors {
  const checked = addressBodySchema.safeParse(form);
  if (checked.success) return {};
  return fieldErrorsOf(checked.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`))
    .fields;
}

export function useAddressForm() {
  const [form, setForm] = useState<AddressForm>(blankForm);
  const [errors, setErrors] = useState<AddressFieldErrors>({});

  const setField = useCallback((field: AddressField, value: string) => {
    setForm((now) => {
      const next = { ...now, [field]: value };
      // Into Nigeria, a state that is none of its own is chosen again from the list.
      if (field === "country" && isNigeria(value) && !isNigeria(now.country)) {
        next.state = nigerianState(now.state) ?? "";
      }
      return next;
    });
    setErrors((now) => ({ ...now, [field]: undefined }));
  }, []);

  /** docs/product.md §4: the form is cleared after each action. */
  const clear = useCallback(() => {
    setForm(blankForm);
    setErrors({});
  }, []);

  const load = useCallback((address: Address) => {
    setForm(formOf(address));
    setErrors({});
  }, []);

  /** Marks the fields the rules refuse; true when there are none and the form may be sent. */
  const check = useCallback((): boolean => {
    const problems = problemsOf(form);
    setErrors(problems);
    return Object.keys(problems).length === 0;
  }, [form]);

  return { form, errors, setErrors, setField, clear, load, check };
}

export function AddressFormFields({
  form,
  errors,
  setField,
  focusFirst = false,
}: {
  form: AddressForm;
  errors: AddressFieldErrors;
  setField: (field: AddressField, value: string) => void;
  /** The field a dialog focuses when it opens. */
  focusFirst?: boolean;
}) {
  return (
    <>
      <TextField
        label="Full Name"
        name="fullName"
        required
        focusFirst={focusFirst}
        autoComplete="name"
        maxLength={addressFieldLimits.fullName}
        value={form.fullName}
        onChange={(value) => setField("fullName", value)}
        error={errors.fullName}
      />
      <TextField
        label="Phone Number"
        name="phone"
        required
        prefix="+234"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={phoneMaxDigits}
        value={form.phone}
        onChange={(value) => setField("phone", keepPhoneDigits(value))}
        error={errors.phone}
      />
      <TextField
        label="Address"
        name="address1"
        required
        autoComplete="street-address"
        maxLength={addressFieldLimits.address1}
        value={form.address1}
        onChange={(value) => setField("address1", value)}
        error={errors.address1}
      />
      <TextField
        label="City"
        name="city"
        required
        autoComplete="address-level2"
        maxLength={addressFieldLimits.city}
        value={form.city}
        onChange={(value) => setField("city", value)}
        error={errors.city}
      />
      {isNigeria(form.country) ? (
        <TextField
          label="State"
          name="state"
          required
          options={nigerianStates}
          placeholder="Select a state"
          value={nigerianState(form.state) ?? ""}
          onChange={(value) => setField("state", value)}
          error={errors.state}
        />
      ) : (
        <TextField
          label="State"
          name="state"
          required
          autoComplete="address-level1"
          maxLength={addressFieldLimits.state}
          value={form.state}
          onChange={(value) => setField("state", value)}
          error={errors.state}
        />
      )}
      <TextField
        label="Country"
        name="country"
        required
        autoComplete="country-name"
        maxLength={addressFieldLimits.country}
        value={form.country}
        onChange={(value) => setField("country", value)}
        error={errors.country}
      />
      <TextField
        label="Zip Code (optional)"
        name="zipCode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={addressFieldLimits.zipCode}
        value={form.zipCode}
        onChange={(value) => setField("zipCode", value)}
        error={errors.zipCode}
      />
    </>
  );
}
