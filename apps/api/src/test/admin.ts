import type { AuditEntry } from "@oja/contracts/admin";
import type { SignedInShopper } from "./shoppers.ts";
import type { TestApp } from "./test-app.ts";

// Shared by the admin area's API tests.

/** The audit log's entries about one subject (a product, a promo code, the settings), newest first. */
export async function auditEntriesOf(
  shop: TestApp,
  owner: SignedInShopper,
  subjectId: string,
): Promise<AuditEntry[]> {
  const log = (await shop.send("GET", "/admin/audit-log?limit=100", owner.headers)).json().data
    .entries as AuditEntry[];
  return log.filter((entry) => entry.subjectId === subjectId);
}
