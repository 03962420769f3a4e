import type { Office, Settings } from "@oja/contracts/content";
import { defaultPricingRates, type PricingRates } from "@oja/contracts/pricing";
import { isUuid } from "@oja/contracts/rules";
import { fallbackShopName } from "@oja/contracts/shop";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sanitiseShopHtml } from "../../http/html-sanitiser.ts";
import { notFound } from "../../http/problem.ts";
import { offices, settings } from "./settings.schema.ts";

// The shop's settings record (docs/product.md §3): its name and texts, its offices (the first is the
// showroom), its social links and the store-wide discount and VAT every price is computed from.

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
    ceoWelcomeMessage: sanitiseShopHtml(row.ceoWelcomeMessageHtml),
    about: sanitiseShopHtml(row.aboutHtml),
    officeLocations: officeRows.map(toOffice),
    socialLinks: { facebook: row.facebookUrl, youtube: row.youtubeUrl, instagram: row.instagramUrl },
    awardVideoUrl: row.awardVideoUrl,
    policiesEffectiveDate: row.policiesEffectiveDate,
    discountPercent: row.discountBasisPoints / 100,
    vatPercent: row.vatBasisPoints / 100,
  };
}

export async function getOffice(db: Database, id: string): Promise<Office> {
  if (!isUuid(id)) throw notFound("We could not find that office.");
  const [row] = await db.select().from(offices).where(eq(offices.id, id));
  if (!row) throw notFound("We could not find that office.");
  return toOffice(row);
}

/** The showroom where pickup orders are collected: the first office of the settings, if any. */
export async function showroom(db: Database): Promise<Office | undefined> {
  const [row] = await db
    .select()
    .from(offices)
    .orderBy(asc(offices.position), asc(offices.createdAt))
    .limit(1);
  return row ? toOffice(row) : undefined;
}

/**
 * The store-wide discount and VAT of the settings: the one source of the rates every price and quote
 * is computed from (docs/architecture.md §3).
 */
export async function pricingRates(db: Database): Promise<PricingRates> {
  const [row] = await db
    .select({ discountBasisPoints: settings.discountBasisPoints, vatBasisPoints: settings.vatBasisPoints })
    .from(settings)
    .where(eq(settings.id, "default"));
  return row ?? defaultPricingRates;
}

/**
 * The same rates as one JSON value (null when the settings record is missing), for another domain to
 * compose into a statement of its own; `ratesOf` reads it back.
 */
export const pricingRatesJson: SQL = sql`(select json_build_object('discountBasisPoints', ${settings.discountBasisPoints}, 'vatBasisPoints', ${settings.vatBasisPoints}) from ${settings} where ${settings.id} = 'default')`;

/** The rates `pricingRatesJson` answered, as `pricingRates` answers them. */
export function ratesOf(json: unknown): PricingRates {
  return (json as PricingRates | null) ?? defaultPricingRates;
}

/** What placing an order needs of the settings: the showroom (as `showroom` answers it) and the shop's name. */
export interface ShopForOrder {
  showroom: Office | undefined;
  shopName: string;
}

/**
 * The columns `showroom` and `shop_name` of a statement of another domain's, for it to read what placing
 * an order needs of the settings with its own rows; `shopForOrderOf` reads them back.
 */
export const shopForOrderColumns: SQL = sql`(
    select json_build_object('id', ${offices.id}, 'name', ${offices.name}, 'address1', ${offices.address1},
      'city', ${offices.city}, 'state', ${offices.state}, 'country', ${offices.country},
      'phoneNumber', ${offices.phoneNumber}, 'email', ${offices.email})
    from ${offices} order by ${offices.position}, ${offices.createdAt} limit 1) as showroom,
  (select ${settings.shopName} from ${settings} where ${settings.id} = 'default') as shop_name`;

export function shopForOrderOf(row: { showroom?: unknown; shop_name?: unknown } | undefined): ShopForOrder {
  return {
    showroom: (row?.showroom as Office | null | undefined) ?? undefined,
    shopName: (row?.shop_name as string | null | undefined) ?? fallbackShopName,
  };
}

/** The shop's name from the settings record, for e-mails. */
export async function shopName(db: Database): Promise<string> {
  const [row] = await db
    .select({ shopName: settings.shopName })
    .from(settings)
    .where(eq(settings.id, "default"));
  return row?.shopName ?? fallbackShopName;
}
