import type { AdminSettingsBody } from "@oja/contracts/admin-settings";
import type { Settings } from "@oja/contracts/content";
import { percentToBasisPoints } from "@oja/contracts/money";
import { eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sanitiseShopHtml } from "../../http/html-sanitiser.ts";
import { badRequest } from "../../http/problem.ts";
import { offices, settings } from "./settings.schema.ts";
import { getSettings } from "./settings.service.ts";

// The settings record with its offices as the owner's admin writes it (docs/architecture.md §8).

/**
 * Writes the texts (sanitised), the rates and the offices: those listed with an id are changed, those
 * without are added, those left out are removed; the list's order is theirs (the first is the
 * showroom). Answers the settings before and after. 400 for an office id that is not on record.
 */
export async function updateSettings(tx: Database, body: AdminSettingsBody) {
  const before = await getSettings(tx, "default");
  const known = new Set(before.officeLocations.map((office) => office.id));
  const strangers = body.officeLocations
    .map((office, index) =>
      office.id && !known.has(office.id) ? `officeLocations.${index}.id: is not an office on record` : "",
    )
    .filter(Boolean);
  if (strangers.length > 0) throw badRequest("Some of the offices are not on record.", strangers);
  const ceoWelcomeMessageHtml = sanitiseShopHtml(body.ceoWelcomeMessage);
  const aboutHtml = sanitiseShopHtml(body.about);
  // Text made only of what the sanitiser removes would leave the page's section empty.
  const emptied = Object.entries({ ceoWelcomeMessage: ceoWelcomeMessageHtml, about: aboutHtml })
    .filter(([, html]) => html.replace(/<[^>]*>/g, "").trim() === "")
    .map(([field]) => `${field}: must have some text`);
  if (emptied.length > 0) throw badRequest("Some of the settings are not valid.", emptied);

  await tx
    .update(settings)
    .set({
      ceoWelcomeMessageHtml,
      aboutHtml,
      discountBasisPoints: percentToBasisPoints(body.discountPercent),
      vatBasisPoints: percentToBasisPoints(body.vatPercent),
      updatedAt: sql`now()`,
    })
    .where(eq(settings.id, "default"));

  const kept = body.officeLocations.flatMap((office) => (office.id ? [office.id] : []));
  await tx.delete(offices).where(kept.length > 0 ? notInArray(offices.id, kept) : undefined);
  for (const [position, { id, ...fields }] of body.officeLocations.entries()) {
    if (id)
      await tx
        .update(offices)
        .set({ ...fields, position })
        .where(eq(offices.id, id));
    else await tx.insert(offices).values({ ...fields, position });
  }
  const after: Settings = await getSettings(tx, "default");
  return { before, after };
}
