import type { Address, AddressBody } from "@oja/contracts/addresses";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { forbidden, notFound } from "../../http/problem.ts";
import { addresses } from "./addresses.schema.ts";

// The address book's rules (docs/architecture.md §2): the default first; the first address becomes the default;
// deleting the default makes the newest remaining one the default. Every change of one shopper's
// addresses runs under that shopper's lock, and a partial unique index allows one default at most,
// so exactly one default holds whatever arrives at once, on however many API processes.

export const addressNotFoundMessage = "We could not find that address.";
export const otherShopperAddressMessage = "You can only see or change your own addresses.";

type AddressRow = typeof addresses.$inferSelect;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    address1: row.address1,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.zipCode,
    isDefault: row.isDefault,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The namespace of the shoppers' address-book locks among the shop's advisory locks. */
const addressBookLock = 727_101;

/**
 * Takes the shopper's address-book lock until the transaction ends. An advisory lock rather than a
 * row lock, because a shopper's first address has no row to lock yet.
 */
async function lockAddressBook(tx: Database, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${addressBookLock}, hashtext(${userId}))`);
}

/** The shopper's addresses: the default first, then the newest. */
export async function listAddresses(db: Database, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

/** Adds an address; the shopper's first becomes the default. */
export async function addAddress(db: Database, userId: string, body: AddressBody): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [current] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    const [row] = await tx
      .insert(addresses)
      .values({ ...body, userId, isDefault: current === undefined })
      .returning();
    if (!row) throw new Error("the address insert returned no row");
    return toAddress(row);
  });
}

/** The address with this id, 404 when there is none and 403 when it is another shopper's. */
async function ownAddress(tx: Database, userId: string, id: string): Promise<AddressRow> {
  const [row] = await tx.select().from(addresses).where(eq(addresses.id, id));
  if (!row) throw notFound(addressNotFoundMessage);
  if (row.userId !== userId) throw forbidden(otherShopperAddressMessage);
  return row;
}

/** Replaces an address's fields; whether it is the default does not change. */
export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  body: AddressBody,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await ownAddress(tx, userId, id);
    const [row] = await tx
      .update(addresses)
      .set({ ...body, updatedAt: sql`now()` })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw notFound(addressNotFoundMessage);
    return toAddress(row);
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownAddress(tx, userId, id);
    await lockAddressBook(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw notFound(addressNotFoundMessage);
    if (!removed.isDefault) return;
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
  });
}

/** Makes an address the shopper's default, and the one that was no longer. Answers the list. */
export async function makeDefaultAddress(db: Database, userId: string, id: string): Promise<Address[]> {
  await db.transaction(async (tx) => {
    await ownAddress(tx, userId, id);
    await lockAddressBook(tx, userId);
    // Two statements: a unique index is checked row by row, so one UPDATE that moves the flag
    // could meet the old default still set.
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    const [made] = await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (!made) throw notFound(addressNotFoundMessage);
  });
  return listAddresses(db, userId);
}

/**
 * One of the shopper's own addresses, for an order (inside its transaction): 404 when there is no
 * such address, 403 when it is another shopper's.
 */
export async function addressForOrder(tx: Database, userId: string, id: string): Promise<Address> {
  return toAddress(await ownAddress(tx, userId, id));
}
