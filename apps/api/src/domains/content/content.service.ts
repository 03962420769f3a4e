import type { ContactMessage, NewsletterSubscription } from "@oja/contracts/content";
import type { Database } from "../../db/client.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { renderEmail } from "../mail/mail-layout.ts";
import { shopName, showroom } from "../settings/settings.service.ts";
import { contactMessages, newsletterSubscriptions } from "./content.schema.ts";

/** What the e-mails of this domain need to know about the shop. */
export interface ShopMail {
  publicUrl: string;
  /** The shop's own mailbox (MAIL_FROM): where contact messages go when no office is on record. */
  mailbox: string;
}

/** Keeps the message and queues it, in the same transaction, as an e-mail to the first office. */
export async function sendContactMessage(db: Database, message: ContactMessage, shop: ShopMail) {
  const office = await showroom(db);
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
