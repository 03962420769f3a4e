import { colourName } from "@oja/contracts/colours";
import {
  type StockAlertBody,
  stockAlertNeedsEmailMessage,
  variantInStockMessage,
  variantNotFoundMessage,
} from "@oja/contracts/stock-alerts";
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../http/problem.ts";
import { variantInShopLocked } from "../catalog/variant-in-shop.ts";
import { queueEmail } from "../mail/mail.service.ts";
import { type RenderedEmail, renderEmail } from "../mail/mail-layout.ts";
import { shopName } from "../settings/settings.service.ts";
import { stockAlerts } from "./stock-alerts.schema.ts";

// Back in stock (docs/decisions/032-back-in-stock.md): a shopper asks to be told when a sold-out size
// and colour returns; the restock that brings it back claims every waiting alert of it and queues one
// e-mail each, in its own transaction.

export interface StockAlertAsk {
  productId: string;
  variantId: string;
  /** The address given in the form; a signed-in shopper's own is used when none is. */
  email: StockAlertBody["email"];
  user: { id: string; email: string } | null;
}

/**
 * Records the wish once: asking again before the restock is the same alert (the partial unique index
 * decides between two asks at once). 404 for a variant the shop does not sell, 409 for one in stock,
 * 400 for a visitor who gives no address.
 */
export async function askForStockAlert(db: Database, ask: StockAlertAsk): Promise<void> {
  const email = ask.email ?? ask.user?.email.toLowerCase();
  await db.transaction(async (tx) => {
    // The variant's share lock makes a restock running now wait for this alert, or this ask see its stock.
    const variant = await variantInShopLocked(tx, ask.productId, ask.variantId);
    if (!variant) throw notFound(variantNotFoundMessage);
    if (variant.stock > 0) throw conflict(variantInStockMessage);
    if (!email) throw badRequest(stockAlertNeedsEmailMessage, [`email: ${stockAlertNeedsEmailMessage}`]);
    await tx
      .insert(stockAlerts)
      .values({
        variantId: variant.variantId,
        productId: variant.productId,
        email,
        userId: ask.user?.id ?? null,
      })
      .onConflictDoNothing({
        target: [stockAlerts.variantId, stockAlerts.email],
        where: sql`${stockAlerts.notifiedAt} is null`,
      });
  });
}

/** The restocked product as the e-mail names it, and its variants now in stock. */
export interface Restock {
  productName: string;
  slug: string;
  variants: readonly { id: string; size: string; colour: string; stock: number }[];
}

export function backInStockEmail(
  restock: Pick<Restock, "productName" | "slug">,
  variant: { size: string; colour: string },
  shop: { name: string; publicUrl: string },
): RenderedEmail {
  const choice = `size ${variant.size}, ${colourName(variant.colour)}`;
  const link = `${shop.publicUrl}/products/${restock.slug}`;
  return renderEmail(
    {
      subject: `Back in stock: ${restock.productName} in ${choice}`,
      heading: `${restock.productName} is back in ${choice}`,
      paragraphs: [
        `You asked us to tell you when the ${restock.productName} in ${choice} was back. It is in stock now, while it lasts: ${link}`,
        "We e-mail you this once; ask again on the product's page if it sells out before you buy.",
      ],
    },
    shop.name,
    shop.publicUrl,
  );
}

/**
 * Claims every waiting alert of the variants in stock and queues one e-mail each, in the caller's
 * transaction. The claim is one conditional update: of two restocks at once, the second waits on the
 * first's claimed rows and, once it commits, finds them no longer waiting, so each shopper is told
 * exactly once. Answers how many e-mails were queued.
 */
export async function tellWaitingShoppers(
  tx: Database,
  restock: Restock,
  publicUrl: string,
): Promise<number> {
  const inStock = restock.variants.filter((variant) => variant.stock > 0);
  if (inStock.length === 0) return 0;
  const claimed = await tx
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        inArray(
          stockAlerts.variantId,
          inStock.map((variant) => variant.id),
        ),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .returning({ variantId: stockAlerts.variantId, email: stockAlerts.email });
  if (claimed.length === 0) return 0;
  const shop = { name: await shopName(tx), publicUrl };
  const byId = new Map(inStock.map((variant) => [variant.id, variant]));
  for (const alert of claimed) {
    const variant = byId.get(alert.variantId);
    if (!variant) continue;
    await queueEmail(tx, {
      kind: "back-in-stock",
      to: alert.email,
      ...backInStockEmail(restock, variant, shop),
    });
  }
  return claimed.length;
}
