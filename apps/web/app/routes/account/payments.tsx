import { type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { TransactionHistory } from "../../features/transactions/transaction-history.tsx";
import { loadTransactions } from "../../features/transactions/transactions.server.ts";
import { pageMeta, publicUrlOf } from "../../lib/meta.ts";
import type { Route } from "./+types/payments";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Transaction History",
    description: "Your payments and transactions with Oja Leather House.",
    path: "/account/payments",
    publicUrl: publicUrlOf(matches),
  });

/** A page of the shopper's transactions, as the address asks. */
export async function loader(page: Route.LoaderArgs) {
  return loadTransactions(page);
}

/** Only another page of transactions needs a new read; the search and the details panel work on this one. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get("page") !== nextUrl.searchParams.get("page") && defaultShouldRevalidate;
}

/** docs/product.md §2 Account area → Payments (Transaction History). */
export default function Page() {
  return <TransactionHistory view={useLoaderData<typeof loader>()} />;
}
