import { catalogAnswerLifetimeSeconds } from "@oja/contracts/catalog";
import { sharedPageHeader } from "@oja/contracts/http";
import { data } from "react-router";
import { loadSearchSuggestions } from "../features/search/search-suggestions.server.ts";
import type { Route } from "./+types/search-suggestions";

// The header search's suggestions as a shopper types (features/search/header-search.tsx loads them with
// a fetcher). The answer is the same for everyone, so the page host may keep it as it keeps a public
// page for signed-out visitors (decision 017).

export async function loader(page: Route.LoaderArgs) {
  const text = new URL(page.request.url).searchParams.get("q");
  return data(await loadSearchSuggestions(page, text), {
    headers: { [sharedPageHeader]: String(catalogAnswerLifetimeSeconds) },
  });
}
