import type { ContactMessage, NewsletterSubscription, Office, Settings } from "@oja/contracts/content";
import { defaultPricingRates, type PricingRates } from "@oja/contracts/pricing";
import { isUuid } from "@oja/contracts/rules";
import { fallbackShopName } from "@oja/contracts/shop";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { sanitiseShopHtml } from "../../http/html-sanitiser.ts";
import { notFound } from "../../http/problem.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { renderEmail } from "../mail/mail-layout.ts";
import { contactMessages, newsletterSubscriptions, offices, settings } from "./content.schema.ts";

/** What the e-mails of this domain need to know about the shop. */
export interface ShopMail {
  publicUrl: string;
  /** The shop's own mailbox (MAIL_FROM): where contact messages go when no office is on record. */
  mailbox: string;
}

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

/** The shop's name from the settings record, for e-mails. */
export async function shopName(db: Database): Promise<string> {
  const [row] = await db
    .select({ shopName: settings.shopName })
    .from(settings)
    .where(eq(settings.id, "default"));
  return row?.shopName ?? fallbackShopName;
}

/** Keeps the message and queues it, in the same transaction, as an e-mail to the first office. */
export async function sendContactMessage(db: Database, message: ContactMessage, shop: ShopMail) {
  const [office] = await db
    .select()
    .from(offices)
    .orderBy(asc(offices.position), asc(offices.createdAt))
    .limit(1);
  const name = await shopName(db);
  // One line, so that a subject typed over several lines cannot bend the e-mail's headers.
  const subject = message.subject.replace(/\s+/g, " ");
  const email = renderEmail(
    {
      subject: `Contact form: ${subject}`,
      heading: `A message from ${message.name}`,
      paragraphs: [
        `From: ${message.name}`,
        `E-mail: ${message.email}`,
        `Phone: ${message.phoneNumber}`,
        `Subject: ${subject}`,
        ...message.message.split(/\n\s*\n/),
        "Reply to this e-mail to answer the customer directly.",
      ],
    },
    name,
    shop.publicUrl,
  );
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...message, officeId: office?.id ?? null });
    await queueEmail(tx, {
      ...email,
      kind: "contact-message",
      to: office?.email ?? shop.mailbox,
      replyTo: message.email,
    });
  });
}

/**
 * Adds an address to the newsletter list and queues the welcome e-mail. An address already on the
 * list is left as it is and gets no second welcome; the caller answers both alike.
 */
export async function subscribeToNewsletter(
  db: Database,
  subscription: NewsletterSubscription,
  shop: ShopMail,
) {
  const name = await shopName(db);
  const email = renderEmail(
    {
      subject: `Welcome to the ${name} letter`,
      heading: `Thank you for joining us, ${subscription.name}`,
      paragraphs: [
        "A few times a season we will write from our workshop in Lekki: new pieces before they reach " +
          "the shop, the stories of the artisans who make them, care advice for your leather, and " +
          "invitations to our private sales and showroom evenings.",
        "We will never share your address, and we do not write often.",
        "If you would rather not hear from us, reply to this e-mail and we will take you off the list.",
      ],
    },
    name,
    shop.publicUrl,
  );
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(newsletterSubscriptions)
      .values(subscription)
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    if (added.length > 0)
      await queueEmail(tx, { ...email, kind: "newsletter-welcome", to: subscription.email });
  });
}
