import { contactFieldLimits, contactMessageFields } from "@oja/contracts/content";
import {
  emailMaxLength,
  emailProblem,
  invalidPhoneMessage,
  isBlank,
  isValidPhone,
  keepPhoneDigits,
  missingFields,
  missingFieldsMessage,
  phoneMaxDigits,
  requiredFieldMessage,
} from "@oja/contracts/rules";
import { type FormEvent, Fragment, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";

export type ContactField = (typeof contactMessageFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** docs/product.md §8: what the page says when the message could not be sent. */
export const contactFailedMessage = "Your message failed to send";

/** What the Contact page's action answers: the server's message, or why nothing was sent. */
export type ContactResult =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      values: ContactValues;
      fieldErrors: ContactFieldErrors;
      /** The server's reason when it is not about one field, e.g. too many attempts. */
      reason?: string;
    };

export const emptyContact: ContactValues = { name: "", phoneNumber: "", email: "", subject: "", message: "" };

function ruleError(field: ContactField, value: string): string | undefined {
  if (field === "email") return emailProblem(value);
  if (isBlank(value)) return requiredFieldMessage;
  if (field === "phoneNumber" && !isValidPhone(value)) return invalidPhoneMessage;
  return undefined;
}

const allTouched = Object.fromEntries(contactMessageFields.map((field) => [field, true]));

/**
 * The contact form. It posts to the page's action, so it also works without JavaScript; with it,
 * each field explains itself once touched, and the form is not sent until every field is right.
 */
export function ContactForm({ result }: { result: ContactResult | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const failed = result && !result.ok ? result : undefined;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(failed?.values ?? emptyContact);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ContactFieldErrors>(failed?.fieldErrors ?? {});
  const [missingNotice, setMissingNotice] = useState(false);
  /** Messages sent from this page; each draws the fields afresh (the key around them). */
  const [sentMessages, setSentMessages] = useState(0);

  // Each new answer of the action starts afresh: a sent message clears the form and draws its fields
  // anew, for a TextField keeps to itself that it was once left, and would call its emptied value
  // missing. Set as the answer comes, not in an effect after it: on the first render the state already
  // starts from the answer, and an effect would empty what the fields took over as they came alive.
  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    setMissingNotice(false);
    setServerErrors(result && !result.ok ? result.fieldErrors : {});
    if (result?.ok) {
      setValues(emptyContact);
      setTouched({});
      setSentMessages((sent) => sent + 1);
    }
  }

  /** What every field of the form is given: its name, value, rule and the handlers that keep them. */
  const fieldOf = (field: ContactField) => ({
    required: true,
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({
        ...current,
        [field]: field === "phoneNumber" ? keepPhoneDigits(value).slice(0, phoneMaxDigits) : value,
      }));
      setServerErrors(({ [field]: _, ...others }) => others);
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: (touched[field] ? ruleError(field, values[field]) : undefined) ?? serverErrors[field],
  });

  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const wrong = contactMessageFields.filter((field) => ruleError(field, values[field]));
    if (wrong.length === 0) return;
    event.preventDefault();
    setTouched(allTouched);
    setMissingNotice(missingFields(values, contactMessageFields).length > 0);
    form.current?.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus();
  }

  // The notice stays until every field has something in it.
  const stillMissing = missingNotice && missingFields(values, contactMessageFields).length > 0;
  const alert = stillMissing ? missingFieldsMessage : sending ? undefined : failed?.message;
  const success = !sending && result?.ok ? result.message : undefined;

  return (
    <Form ref={form} method="post" noValidate onSubmit={checkBeforeSending} className="space-y-3">
      <Fragment key={sentMessages}>
        <div className="grid gap-x-6 gap-y-3 md:grid-cols-2">
          <TextField
            {...fieldOf("name")}
            label="Full name"
            autoComplete="name"
            maxLength={contactFieldLimits.name}
          />
          <TextField
            {...fieldOf("phoneNumber")}
            label="Phone number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder="08031234567"
          />
        </div>
        <div className="grid gap-x-6 gap-y-3 md:grid-cols-2">
          <TextField
            {...fieldOf("email")}
            label="Email address"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={emailMaxLength}
          />
          <TextField {...fieldOf("subject")} label="Subject" maxLength={contactFieldLimits.subject} />
        </div>
        <TextField
          {...fieldOf("message")}
          label="Message"
          multiline
          rows={6}
          maxLength={contactFieldLimits.message}
        />
      </Fragment>

      <div>
        <div role="alert">
          {alert ? (
            <div className="rounded-sm border border-error/40 bg-error/5 px-4 py-3 text-sm text-error">
              <p className="font-semibold">{alert}</p>
              {!stillMissing && failed?.reason ? <p className="mt-1">{failed.reason}</p> : null}
            </div>
          ) : null}
        </div>
        <div role="status">
          {success ? (
            <p className="rounded-sm border border-success/40 bg-success/5 px-4 py-3 text-sm font-medium text-success">
              {success}
            </p>
          ) : null}
        </div>
      </div>

      <Button type="submit" busy={sending} className="mt-3 min-w-44">
        {sending ? "Sending…" : "Send Message"}
      </Button>
    </Form>
  );
}
