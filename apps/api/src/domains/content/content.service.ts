import type { Office, Settings } from "@oja/contracts/content";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import { cleanRichText } from "../../http/rich-text.ts";
import { offices, settings } from "./content.schema.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toOffice(row: typeof offices.$inferSelect): Office {
  const { id, name, address1, city, state, country, phoneNumber, email } = row;
  return { id, name, address1, city, state, country, phoneNumber, email };
}

export async function getSettings(db: Database, id: string): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, id));
  if (!row) throw notFound("We could not find those settings.");
  const officeRows = await db.select().from(offices).orderBy(asc(offices.position), asc(offices.createdAt));
  return {
    id: row.id,
    shopName: row.shopName,
    ceoWelcomeMessage: cleanRichText(row.ceoWelcomeMessageHtml),
    about: cleanRichText(row.aboutHtml),
    officeLocations: officeRows.map(toOffice),
    socialLinks: { facebook: row.facebookUrl, youtube: row.youtubeUrl, instagram: row.instagramUrl },
    awardVideoUrl: row.awardVideoUrl,
    policiesEffectiveDate: row.policiesEffectiveDate,
    discountPercent: row.discountBasisPoints / 100,
    vatPercent: row.vatBasisPoints / 100,
  };
}

export async function getOffice(db: Database, id: string): Promise<Office> {
  if (!uuidPattern.test(id)) throw notFound("We could not find that office.");
  const [row] = await db.select().from(offices).where(eq(offices.id, id));
  if (!row) throw notFound("We could not find that office.");
  return toOffice(row);
}
