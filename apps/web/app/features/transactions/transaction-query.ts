import { koboToNaira, nairaToKobo } from "@oja/contracts/money";
import type { PaymentStatus, Transaction } from "@oja/contracts/payments";
import { highestPage } from "@oja/contracts/shop";

// The Transaction History page's view (docs/product.md §2 Account area → Payments): the page of 10 and the search
// in its address, read leniently; the search over the page's transaction ids; the four summary cards.

/** The longest search of the history's transaction ids. */
export const transactionSearchMaxLength = 100;

export interface TransactionQuery {
  page: number;
  search: string;
  /** The transaction whose details panel is open. */
  details: string | undefined;
}

export function transactionQueryOf(params: URLSearchParams): TransactionQuery {
  const page = Number(params.get("page"));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= highestPage ? page : 1,
    search: (params.get("search") ?? "").trim().slice(0, transactionSearchMaxLength),
    details: params.get("details") || undefined,
  };
}

/** The address of a view of the history; defaults are left out. */
export function transactionsSearch(query: Partial<TransactionQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.details) params.set("details", query.details);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** docs/product.md §2: the search finds a transaction by its id (the reference), whatever the case. */
export function matchingTransactions(transactions: readonly Transaction[], search: string): Transaction[] {
  const words = search.trim().toLowerCase();
  if (!words) return [...transactions];
  return transactions.filter((transaction) => transaction.reference.toLowerCase().includes(words));
}

export interface SummaryCard {
  title: "Total" | "Successful" | "Pending" | "Failed";
  count: number;
  /** Naira, summed in kobo so that no float error creeps in. */
  amount: number;
}

const cardStatus: Record<Exclude<SummaryCard["title"], "Total">, PaymentStatus> = {
  Successful: "COMPLETED",
  Pending: "PENDING",
  Failed: "FAILED",
};

/**
 * docs/product.md §2: four cards with count and amount, counting only the current page. A REVERSED payment, or an
 * attempt the shop CANCELLED (it took nothing, and no longer waits for money), counts in Total alone.
 */
export function summaryCardsOf(transactions: readonly Transaction[]): SummaryCard[] {
  const card = (title: SummaryCard["title"], chosen: readonly Transaction[]): SummaryCard => ({
    title,
    count: chosen.length,
    amount: koboToNaira(chosen.reduce((sum, transaction) => sum + nairaToKobo(transaction.amount), 0)),
  });
  return [
    card("Total", transactions),
    ...(Object.entries(cardStatus) as [Exclude<SummaryCard["title"], "Total">, PaymentStatus][]).map(
      ([title, status]) =>
        card(
          title,
          transactions.filter((transaction) => transaction.status === status),
        ),
    ),
  ];
}
