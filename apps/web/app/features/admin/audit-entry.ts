import { type AuditEntry, auditActionNames } from "@oja/contracts/admin";
import { formatDate } from "@oja/contracts/dates";
import { formatNairaInText } from "@oja/contracts/money";

// An audit log entry in the owner's words (docs/architecture.md §8): the action's name, and each field it
// changed as "Field: before → after", money in naira, times in Lagos, lists and records as short text.

/** The action's name; one the admin area no longer writes shows as it was recorded. */
export function actionName(action: string): string {
  return (auditActionNames as Record<string, string>)[action] ?? action;
}

/** Fields that hold naira (products, orders, refunds, promo codes' minimums). */
const nairaFields = new Set(["price", "salePrice", "refunded", "amount", "total", "paid", "minimumOrder"]);

/** Changed by every write and told by the entry's own time already, or meaningless to a person. */
const unshownFields = new Set(["updatedAt", "id"]);

const longest = 120;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "accountStatus" as "Account status". */
function fieldName(name: string): string {
  if (name === "sku") return "SKU";
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A stored file's name without its folders: "/uploads/products/bag/a1.webp" as "a1.webp". */
const fileName = (text: string) =>
  /^(\/|https?:\/\/)\S+\/[^/\s]+$/.test(text) ? (text.split("/").at(-1) ?? text) : text;

/** A value of the field `name` in a record whose other fields are `record` (a promo code's kind says what its value is). */
function valueText(name: string, value: unknown, record: Record<string, unknown>): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") {
    if (nairaFields.has(name) || (name === "value" && record.kind === "FIXED"))
      return formatNairaInText(value);
    if (name.endsWith("Percent") || (name === "value" && record.kind === "PERCENTAGE")) return `${value}%`;
    return String(value);
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string")
    return isoTime.test(value) ? formatDate(value, { withTime: true }) : fileName(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? "none" : value.map((item) => valueText(name, item, record)).join(", ");
  }
  if (isRecord(value)) {
    // A record with a name (a product's category) is known by it; another, by its own fields.
    if (typeof value.name === "string") return value.name;
    return Object.entries(value)
      .filter(([key]) => !unshownFields.has(key))
      .map(([key, inner]) => `${fieldName(key)} ${valueText(key, inner, value)}`)
      .join(", ");
  }
  return String(value);
}

const shortened = (text: string) => (text.length > longest ? `${text.slice(0, longest - 1)}…` : text);

/** A variant of a product's sizes and colours, the only list of records the log keeps. */
const isVariant = (value: unknown): value is Record<string, unknown> & { size: string; color: string } =>
  isRecord(value) && typeof value.size === "string" && typeof value.color === "string";

/**
 * An entry's sides as records of fields. A list of variants becomes one field per size and colour, so
 * a restock shows only the variants it changed.
 */
function asFields(value: unknown): Record<string, unknown> {
  if (Array.isArray(value) && value.length > 0 && value.every(isVariant)) {
    return Object.fromEntries(value.map(({ size, color, ...rest }) => [`${size} · ${color}`, rest]));
  }
  if (isRecord(value)) return value;
  if (Array.isArray(value) && value.length === 0) return {};
  return value === null || value === undefined ? {} : { value };
}

export interface ChangedField {
  name: string;
  /** Null when there was nothing before (a creation, a field newly written). */
  before: string | null;
  after: string;
}

/** The fields an entry changed; when there was nothing before (a creation), every field it wrote. */
export function changedFields(entry: Pick<AuditEntry, "before" | "after">): ChangedField[] {
  const before = asFields(entry.before);
  const after = asFields(entry.after);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const hadBefore = entry.before !== null && entry.before !== undefined;
  return names
    .filter((name) => !unshownFields.has(name))
    .filter((name) => !hadBefore || JSON.stringify(before[name]) !== JSON.stringify(after[name]))
    .map((name) => ({
      name: name.includes(" · ") ? name : fieldName(name),
      // A field the side before did not hold at all (a refund's reason) was written, not changed.
      before: hadBefore && name in before ? shortened(valueText(name, before[name], before)) : null,
      after: shortened(valueText(name, after[name], after)),
    }));
}
