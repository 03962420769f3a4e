import type { Pagination } from "@oja/contracts/api";
import type { Transaction } from "@oja/contracts/payments";
import { routes } from "@oja/contracts/routes";
import { callApi, type PageArgs } from "../../lib/api.server.ts";
import { requireSignedIn } from "../../lib/session.server.ts";
import { type TransactionQuery, transactionQueryOf } from "./transaction-query.ts";

// The shopper's transactions on the page server (docs/architecture.md §8 `GET transactions/history`): the page of 10
// the address asks for; the search and the details panel work on that page.

export interface TransactionsView {
  query: TransactionQuery;
  transactions: Transaction[];
  pagination: Pagination;
}

export async function loadTransactions(page: PageArgs): Promise<TransactionsView> {
  await requireSignedIn(page);
  const query = transactionQueryOf(new URL(page.request.url).searchParams);
  const answer = await callApi(page, routes.payments.transactions, { query: { page: query.page } });
  return { query, ...answer.data };
}
