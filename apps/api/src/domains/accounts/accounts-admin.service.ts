import {
  type AdminCustomerListQuery,
  customerNotFoundMessage,
  disableStaffMessage,
  disableYourselfMessage,
} from "@oja/contracts/admin-customers";
import { paginate } from "@oja/contracts/api";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { conflict, notFound } from "../../http/problem.ts";
import { type UserRow, users } from "./accounts.schema.ts";
import { endAllSessions } from "./sessions.service.ts";

// The accounts as the owner's admin sees them (docs/architecture.md §8): every account found by name or
// e-mail, one account, and disabling or enabling a customer's.

/** An account as the admin area shows it: never its password hash. */
export interface AccountForAdmin {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRow["role"];
  isVerified: boolean;
  accountStatus: UserRow["accountStatus"];
  createdAt: string;
}

const adminColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isVerified: users.isVerified,
  accountStatus: users.accountStatus,
  createdAt: users.createdAt,
};

/** Every account, newest first, by a search of the name or the e-mail address. */
export async function listAccounts(db: Database, query: AdminCustomerListQuery) {
  const words = query.search
    ? `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
    : undefined;
  const where = words
    ? or(ilike(users.email, words), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, words))
    : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(adminColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { accounts: rows, pagination: paginate(query.page, query.limit, totals?.total ?? 0) };
}

/** One account for the admin area; 404 when there is none. */
export async function accountForAdmin(db: Database, id: string): Promise<AccountForAdmin> {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(customerNotFoundMessage);
  return row;
}

export interface AccountChange {
  before: AccountForAdmin;
  after: AccountForAdmin;
}

/**
 * Disables a customer's account inside the caller's transaction: it can no longer sign in or renew a
 * session, and every session it has ends now. Never the admin's own account nor another ADMIN's
 * (409): the update is conditioned on the role, so a promotion made meanwhile is not overrun.
 */
export async function disableAccount(tx: Database, adminId: string, id: string): Promise<AccountChange> {
  if (id === adminId) throw conflict(disableYourselfMessage);
  const before = await accountForAdmin(tx, id);
  if (before.role === "ADMIN") throw conflict(disableStaffMessage);
  const [after] = await tx
    .update(users)
    .set({ accountStatus: "SUSPENDED", updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.role, "CUSTOMER")))
    .returning(adminColumns);
  if (!after) throw conflict(disableStaffMessage);
  await endAllSessions(tx, id, "account-disabled");
  return { before, after };
}

/** Lets a disabled account sign in again, inside the caller's transaction; its old sessions stay ended. */
export async function enableAccount(tx: Database, id: string): Promise<AccountChange> {
  const before = await accountForAdmin(tx, id);
  const [after] = await tx
    .update(users)
    .set({ accountStatus: "ACTIVE", updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(adminColumns);
  if (!after) throw notFound(customerNotFoundMessage);
  return { before, after };
}
