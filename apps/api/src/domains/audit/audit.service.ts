import type { AuditAction, AuditEntry } from "@oja/contracts/admin";
import { paginate } from "@oja/contracts/api";
import { count, desc } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog } from "./audit.schema.ts";

// The admin area's audit log (docs/architecture.md §8): every admin write records itself here, inside its own
// transaction, and the admin area reads it back newest first.

export interface AdminWrite {
  adminId: string;
  action: AuditAction;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

export async function recordAdminWrite(tx: Database, write: AdminWrite): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: write.adminId,
    action: write.action,
    subjectType: write.subjectType,
    subjectId: write.subjectId,
    before: write.before ?? null,
    after: write.after ?? null,
  });
}

/** What a service's write changed: the thing as it was and as it is now. */
export interface Change<T> {
  before: T;
  after: T;
}

/**
 * Runs `write` and records it in the audit log in one transaction, so the log never tells of a write
 * that failed. `logged` picks what of each side the log keeps (all of it unless told). Answers `after`.
 */
export async function auditedChange<T>(
  db: Database,
  entry: Omit<AdminWrite, "before" | "after">,
  write: (tx: Database) => Promise<Change<T>>,
  logged: (state: T) => unknown = (state) => state,
): Promise<T> {
  return db.transaction(async (tx) => {
    const change = await write(tx);
    await recordAdminWrite(tx, { ...entry, before: logged(change.before), after: logged(change.after) });
    return change.after;
  });
}

/** The e-mail address of each of these admins that still has an account, by id. */
export type AdminEmails = (
  db: Database,
  adminIds: readonly string[],
) => Promise<Map<string, { email: string }>>;

/**
 * The log, newest first, each entry naming its admin by e-mail (by id once the account is gone). The
 * accounts stand on a floor above the audit log (decision 024), so the caller passes in how to name them.
 */
export async function auditEntries(db: Database, page: number, limit: number, adminEmails: AdminEmails) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog),
  ]);
  const admins = await adminEmails(
    db,
    rows.map((entry) => entry.adminId),
  );
  const entries: AuditEntry[] = rows.map((entry) => ({
    id: entry.id,
    admin: admins.get(entry.adminId)?.email ?? entry.adminId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: new Date(entry.createdAt).toISOString(),
  }));
  return { entries, pagination: paginate(page, limit, totals?.total ?? 0) };
}
