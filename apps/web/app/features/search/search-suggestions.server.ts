import { type SearchSuggestions, searchSuggestionsQuerySchema } from "@oja/contracts/catalog";
import { routes } from "@oja/contracts/routes";
import { callApiForEveryone, type PageArgs } from "../../lib/api.server.ts";

// The header's suggestions, asked by the browser of the page server (routes/search-suggestions.ts) and
// by the page server of the API: the same for every shopper, so asked as the shop and kept by the API.

const nothing: SearchSuggestions = { products: [], categories: [] };

/** Suggestions for the text typed; none for text too short or too long to ask about. */
export async function loadSearchSuggestions(page: PageArgs, text: string | null): Promise<SearchSuggestions> {
  const query = searchSuggestionsQuerySchema.safeParse({ q: text ?? "" });
  if (!query.success) return nothing;
  const answer = await callApiForEveryone(page, routes.catalog.searchSuggestions, { query: query.data });
  return answer.data;
}
