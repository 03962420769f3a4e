import type { Settings } from "@oja/contracts/content";
import { endOfLagosDate } from "@oja/contracts/dates";
import { ApiError } from "@oja/contracts/http";
import { type RouteAnswer, routes } from "@oja/contracts/routes";
import { data } from "react-router";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { postedIntent } from "../../lib/form-intents.ts";
import { requireAdmin } from "./admin.server.ts";
import { type AdminChange, promoCodeIntents } from "./admin-change.ts";
import { pageNumberOf } from "./admin-query.ts";

// The admin area's promo codes, messages, subscribers and settings on the page server (docs/architecture.md §8): promo codes, contact messages, newsletter
// subscribers (and their CSV, fetched here so the browser never holds the app key) and the settings.
// Every change is answered with the API's message, for the page's toast.

/** The API's refusal (status, message, errors) for the page's toast; anything else is thrown on. */
function refusalOf(error: unknown) {
  if (!(error instanceof ApiError) || !error.body) throw error;
  return data<AdminChange>(
    { ok: false, message: error.body.message, ...(error.body.errors ? { errors: error.body.errors } : {}) },
    { status: error.status },
  );
}

/** One write of the admin area: the API's message when it is done, its refusal (status, errors) when not. */
async function adminWrite(write: () => Promise<{ message: string }>) {
  try {
    const answer = await write();
    return data<AdminChange>({ ok: true, message: answer.message });
  } catch (error) {
    return refusalOf(error);
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** A number field: a number when something was typed, else the text as it is, for the API to refuse. */
function numberOf(typed: string): number | string {
  return typed !== "" && Number.isFinite(Number(typed)) ? Number(typed) : typed;
}

// --- Promo codes ----------------------------------------------------------------------------------

export type AdminPromoCodes = RouteAnswer<typeof routes.admin.promoCodes.list>["data"];

export async function loadAdminPromoCodes(page: PageArgs): Promise<AdminPromoCodes> {
  await requireAdmin(page);
  const pageNumber = pageNumberOf(new URL(page.request.url).searchParams);
  return (await callApi(page, routes.admin.promoCodes.list, { query: { page: pageNumber } })).data;
}

/**
 * `intent` save: a new code (no `id`) or a change to one, every field of the form; `intent` expire:
 * the code as the API has it, sent back with its expiry set to now (a change names every field).
 */
export async function changeAdminPromoCode(page: PageArgs, form: FormData) {
  await requireAdmin(page);
  const id = text(form, "id");
  if (postedIntent(form, promoCodeIntents) === promoCodeIntents.expire) {
    try {
      const { data: current } = await callApi(page, routes.admin.promoCodes.get, { params: { id } });
      return await adminWrite(() =>
        callApi(page, routes.admin.promoCodes.update, {
          params: { id },
          body: { ...current, expiresAt: new Date().toISOString() },
        }),
      );
    } catch (error) {
      return refusalOf(error);
    }
  }
  const limit = text(form, "usageLimit");
  const expiresOn = text(form, "expiresOn");
  const entered = {
    code: text(form, "code"),
    kind: text(form, "kind"),
    value: numberOf(text(form, "value")),
    minimumOrder: numberOf(text(form, "minimumOrder") || "0"),
    usageLimit: limit ? numberOf(limit) : null,
    expiresAt: !expiresOn
      ? null
      : expiresOn === text(form, "keptExpiresOn")
        ? // The day was left as it was: the exact time stays, so an expired code is not revived.
          text(form, "keptExpiresAt")
        : // A day picked ends at the close of that day, Lagos time; anything else goes as typed, for the API to refuse.
          (endOfLagosDate(expiresOn) ?? expiresOn),
  };
  return adminWrite(() =>
    id
      ? callApi(page, routes.admin.promoCodes.update, { params: { id }, entered })
      : callApi(page, routes.admin.promoCodes.create, { entered }),
  );
}

// --- Contact messages -----------------------------------------------------------------------------

export type MessageFilter = "waiting" | "handled" | "all";

export type AdminMessages = RouteAnswer<typeof routes.admin.messages.list>["data"] & {
  filter: MessageFilter;
};

export async function loadAdminMessages(page: PageArgs): Promise<AdminMessages> {
  await requireAdmin(page);
  const params = new URL(page.request.url).searchParams;
  const asked = params.get("show");
  const filter: MessageFilter = asked === "handled" || asked === "all" ? asked : "waiting";
  const answer = await callApi(page, routes.admin.messages.list, {
    query: {
      page: pageNumberOf(params),
      ...(filter !== "all" ? { handled: filter === "handled" ? "true" : "false" } : {}),
    },
  });
  return { ...answer.data, filter };
}

export async function markAdminMessageHandled(page: PageArgs, form: FormData) {
  await requireAdmin(page);
  return adminWrite(() =>
    callApi(page, routes.admin.messages.markHandled, { params: { id: text(form, "id") } }),
  );
}

// --- Newsletter subscribers -----------------------------------------------------------------------

export type AdminSubscribers = RouteAnswer<typeof routes.admin.subscribers.list>["data"];

export async function loadAdminSubscribers(page: PageArgs): Promise<AdminSubscribers> {
  await requireAdmin(page);
  const pageNumber = pageNumberOf(new URL(page.request.url).searchParams);
  return (await callApi(page, routes.admin.subscribers.list, { query: { page: pageNumber } })).data;
}

/** The subscribers' CSV as the API made it, passed on with its name; made as the signed-in owner. */
export async function downloadSubscribersCsv(page: PageArgs): Promise<Response> {
  await requireAdmin(page);
  const answer = await callApi(page, routes.admin.subscribers.csv).catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    throw data({ message: "The subscribers could not be exported." }, { status: error.status });
  });
  return new Response(answer.body, {
    headers: {
      "content-type": answer.headers.get("content-type") ?? "text/csv; charset=utf-8",
      "content-disposition": answer.headers.get("content-disposition") ?? "attachment",
      "cache-control": "no-store",
    },
  });
}

// --- Settings -------------------------------------------------------------------------------------

export async function loadAdminSettings(page: PageArgs): Promise<Settings> {
  await requireAdmin(page);
  return (await callApi(page, routes.admin.settings.get)).data;
}

const officeFields = ["id", "name", "address1", "city", "state", "country", "phoneNumber", "email"] as const;

/** The form's texts, its offices (fields named `offices.<n>.<field>`, in order) and the two rates. */
export async function saveAdminSettings(page: PageArgs, form: FormData) {
  await requireAdmin(page);
  const count = Math.min(50, Number.parseInt(text(form, "officeCount"), 10) || 0);
  const offices = Array.from({ length: count }, (_, index) => {
    const office: Record<string, string> = {};
    for (const field of officeFields) {
      const value = text(form, `offices.${index}.${field}`);
      if (value || field !== "id") office[field] = value;
    }
    return office;
  });
  const saved = await adminWrite(() =>
    callApi(page, routes.admin.settings.update, {
      entered: {
        ceoWelcomeMessage: text(form, "ceoWelcomeMessage"),
        about: text(form, "about"),
        officeLocations: offices,
        discountPercent: numberOf(text(form, "discountPercent")),
        vatPercent: numberOf(text(form, "vatPercent")),
      },
    }),
  );
  return saved;
}
