import { contactMessageFields } from "@oja/contracts/content";
import { ApiError } from "@oja/contracts/http";
import { routes } from "@oja/contracts/routes";
import {
  keepPhoneDigits,
  missingFields,
  missingFieldsMessage,
  requiredFieldMessage,
} from "@oja/contracts/rules";
import { data } from "react-router";
import { PageBanner } from "../components/layout/page-banner.tsx";
import {
  type ContactField,
  type ContactFieldErrors,
  ContactForm,
  type ContactResult,
  type ContactValues,
  contactFailedMessage,
} from "../features/content/contact-form.tsx";
import { Eyebrow } from "../features/content/content-document.tsx";
import { OfficeDetails } from "../features/content/office-details.tsx";
import { loadSettings } from "../features/content/settings.server.ts";
import { callApi } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import { logFailedCall } from "../lib/page-log.server.ts";
import { postedForm } from "../lib/posted-form.server.ts";
import { sharedPage } from "../lib/shared-page.ts";
import type { Route } from "./+types/contact";

export const handle = sharedPage;

export async function loader(page: Route.LoaderArgs) {
  const settings = await loadSettings(page);
  return { office: settings.officeLocations[0] };
}

/** The API's per-field reasons ("email: …") as messages under the fields they name. */
function fieldErrorsOf(errors: readonly string[]): { fieldErrors: ContactFieldErrors; others: string[] } {
  const fieldErrors: ContactFieldErrors = {};
  const others: string[] = [];
  for (const error of errors) {
    const [field, ...rest] = error.split(": ");
    if (contactMessageFields.includes(field as ContactField) && rest.length > 0) {
      fieldErrors[field as ContactField] = rest.join(": ");
    } else {
      others.push(error);
    }
  }
  return { fieldErrors, others };
}

export async function action(page: Route.ActionArgs) {
  const form = await postedForm(page.request);
  const values = Object.fromEntries(
    contactMessageFields.map((field) => [field, String(form.get(field) ?? "")]),
  ) as ContactValues;
  values.phoneNumber = keepPhoneDigits(values.phoneNumber);

  // The same rule as the API's, checked here too so that the page answers without JavaScript.
  const missing = missingFields(values, contactMessageFields) as ContactField[];
  if (missing.length > 0) {
    const fieldErrors = Object.fromEntries(missing.map((field) => [field, requiredFieldMessage]));
    return data<ContactResult>(
      { ok: false, message: missingFieldsMessage, values, fieldErrors },
      { status: 400 },
    );
  }

  try {
    const answer = await callApi(page, routes.content.sendMessage, { body: values });
    return data<ContactResult>({ ok: true, message: answer.message });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    logFailedCall(page, "contact message failed", error);
    const { fieldErrors, others } = fieldErrorsOf(error.body?.errors ?? []);
    const reason = others[0] ?? (Object.keys(fieldErrors).length === 0 ? error.body?.message : undefined);
    return data<ContactResult>(
      { ok: false, message: contactFailedMessage, values, fieldErrors, ...(reason ? { reason } : {}) },
      { status: error.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description:
      "Visit our Lagos showroom or send us a message: orders, sizing, repairs and bespoke commissions.",
    path: "/contact",
    publicUrl: publicUrlOf(matches),
  });

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { office } = loaderData;
  return (
    <>
      <PageBanner
        title="Contact Us"
        separator="/"
        crumbs={[{ label: "Home", to: "/" }, { label: "Contact Us" }]}
      >
        Orders, sizing, repairs, trainings or a bespoke commission: we read every message and reply within one
        working day.
      </PageBanner>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 md:px-8 md:py-20 lg:grid-cols-12 lg:gap-16">
        <section aria-labelledby="visit-heading" className="lg:col-span-5">
          <Eyebrow>Visit the showroom</Eyebrow>
          <h2 id="visit-heading" className="mt-3 font-display text-4xl font-semibold">
            Come and see us in Lekki
          </h2>
          <p className="mt-5 leading-relaxed text-espresso/85">
            Our showroom sits in front of the workshop, so you can try on the whole collection, have a fitting
            for a bespoke pair, collect an order or bring a piece in for repair, and watch our artisans at
            their benches while you are there.
          </p>
          <p className="mt-4 leading-relaxed text-espresso/85">
            Open Monday to Saturday, 10am to 7pm. Closed on Sundays and public holidays.
          </p>
          {office ? (
            <div className="mt-10 border-t border-sand pt-8">
              <OfficeDetails office={office} />
            </div>
          ) : null}
        </section>

        <section
          aria-labelledby="message-heading"
          className="rounded-sm border border-sand bg-linen/60 p-6 md:p-10 lg:col-span-7"
        >
          <h2 id="message-heading" className="font-display text-3xl font-semibold">
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-sm text-stone">Every field is required.</p>
          <ContactForm result={actionData} />
        </section>
      </div>
    </>
  );
}
