import type { SearchSuggestions } from "@oja/contracts/catalog";
import { colourWords } from "@oja/contracts/colours";
import { koboToNaira } from "@oja/contracts/money";
import { discountedPrice } from "@oja/contracts/pricing";
import { and, asc, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pricingRates } from "../settings/settings.service.ts";
import { categories, products } from "./catalog.schema.ts";

// The shop's search (docs/decisions/030-search-that-forgives.md): PostgreSQL full-text search over each
// product's search document, with the words a shopper types read against the words the shop uses, so
// a typo ("voyger") or the start of a word ("voya") searches the word the shop has ("voyager").

/**
 * What a product is searched by beside its name and description: its category's name and each of
 * its colours' words ("Bags Cognac Brown Black"), written with the product.
 */
export function productSearchWords(categoryName: string, colours: readonly string[]): string {
  return [...new Set([categoryName, ...colours.flatMap(colourWords)])].join(" ");
}

/** The most words of a search that are read; a longer text is searched by its first ones. */
const searchWordLimit = 8;
/** How many of the shop's words stand in for one it does not know (completions, then near spellings). */
const standInLimit = 3;

/** A shopper's text as search words: letters and digits only, so no character of it is syntax. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, searchWordLimit);
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A search read against the shop's words: every word must match, and any one word is enough. */
export interface SearchQuery {
  /** PostgreSQL's own text of the tsquery, passed back as a literal so that its statistics apply. */
  allWords: string;
  anyWord: string;
}

interface WordReading {
  word: string;
  known: boolean;
  stop: boolean;
  standIns: string[];
}

/**
 * Reads each word against search_terms: a word whose stem the shop uses, or a word with digits, is
 * searched as it is; a stop word ("the") is left out; any other word is searched as the shop's words it starts or nearly spells
 * (pg_trgm similarity, from the same first letter: "thing" is not "nothing"). Undefined when nothing is left to search for. Every word reaches PostgreSQL as
 * a bound value through plainto_tsquery, so no text of the shopper's is ever tsquery syntax.
 */
export async function readSearch(db: Database, text: string): Promise<SearchQuery | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const asked = sql.join(
    words.map((word, position) => sql`(${position}::int, ${word}::text, ${`${escapeLike(word)}%`}::text)`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select q.word,
      exists (select 1 from search_terms t
        where t.stem = coalesce((ts_lexize('english_stem', q.word))[1], q.word)) as known,
      coalesce(ts_lexize('english_stem', q.word) = '{}', false) as stop,
      array(
        (select t.word from search_terms t where t.word like q.pattern
          order by length(t.word), t.word limit ${standInLimit})
        union all
        (select t.word from search_terms t where t.word % q.word and left(t.word, 1) = left(q.word, 1)
          order by similarity(t.word, q.word) desc, t.word limit ${standInLimit})
      ) as "standIns"
    from (values ${asked}) as q(position, word, pattern)
    order by q.position`)) as unknown as { rows: WordReading[] };
  const parts = rows
    .filter((reading) => !reading.stop)
    .map((reading) => {
      const standIns = [...new Set(reading.standIns)];
      // search_terms keeps letters only, so a word with digits (a model code, "cda913") is never
      // known; it is no typo either, and is searched as it is written, as the document holds it.
      const asWritten = reading.known || standIns.length === 0 || /\p{N}/u.test(reading.word);
      const alternatives = asWritten ? [reading.word] : standIns;
      return sql.join(
        alternatives.map((word) => sql`plainto_tsquery('english', ${word})`),
        sql` || `,
      );
    });
  if (parts.length === 0) return undefined;
  const both = (operator: string) =>
    sql.join(
      parts.map((part) => sql`(${part})`),
      sql.raw(` ${operator} `),
    );
  const { rows: built } = (await db.execute(
    sql`select (${both("&&")})::text as "allWords", (${both("||")})::text as "anyWord"`,
  )) as unknown as { rows: SearchQuery[] };
  const query = built[0];
  return query && query.allWords !== "" ? query : undefined;
}

const document = products.searchDocument;
const inNameOrLabels = (query: SQL) => sql`ts_filter(${document}, '{a,b}'::"char"[]) @@ ${query}`;
const inName = (query: SQL) => sql`ts_filter(${document}, '{a}'::"char"[]) @@ ${query}`;

/** The products the search finds: every word somewhere in the document. */
export function searchMatch(search: SearchQuery): SQL {
  return sql`${document} @@ ${search.allWords}::tsquery`;
}

/**
 * Relevance, best first: every word in the name (weight A); in the name, category or colours (A, B);
 * anywhere, the description too (C). Each rank is answered by an index of its own, and a rank holds
 * no product of a better one.
 */
function ranks(search: SearchQuery): SQL[] {
  const query = sql`${search.allWords}::tsquery`;
  return [
    inName(query),
    sql`${inNameOrLabels(query)} and not ${inName(query)}`,
    sql`${searchMatch(search)} and not ${inNameOrLabels(query)}`,
  ];
}

/**
 * The ids of one page of a search, relevance first and then `order` (the shopper's sort, ending in the
 * id), `count` of them from `offset`. The ranks are read best first, each off the sort's index or its
 * own, and only as far as the page needs: a page filled by the names never reads the descriptions.
 */
export async function searchPageIds(
  db: Database,
  where: SQL | undefined,
  search: SearchQuery,
  order: SQL[],
  offset: number,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  let skip = offset;
  for (const rank of ranks(search)) {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(and(where, rank))
      .orderBy(...order)
      .limit(skip + count - ids.length);
    ids.push(...found.slice(skip).map((row) => row.id));
    // Fewer than asked: this rank holds exactly that many, all before the next rank's.
    skip = Math.max(0, skip - found.length);
    if (ids.length >= count) break;
  }
  return ids;
}

const suggestedProductCount = 6;

/** The header's suggestions: the best matches, best sellers first among equals, and the categories named. */
export async function searchSuggestions(db: Database, onSale: SQL, text: string): Promise<SearchSuggestions> {
  const search = await readSearch(db, text);
  if (!search) return { products: [], categories: [] };
  const [rates, ids, named] = await Promise.all([
    pricingRates(db),
    searchPageIds(db, onSale, search, [desc(products.unitsSold), asc(products.id)], 0, suggestedProductCount),
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(sql`to_tsvector('english', ${categories.name}) @@ ${search.anyWord}::tsquery`)
      .orderBy(asc(categories.position)),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            slug: products.slug,
            name: products.name,
            priceKobo: products.priceKobo,
            images: products.images,
          })
          .from(products)
          .where(and(inArray(products.id, ids), onSale));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    products: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          slug: row.slug,
          name: row.name,
          salePrice: koboToNaira(discountedPrice(row.priceKobo, rates)),
          image: row.images[0] ?? null,
        },
      ];
    }),
    categories: named,
  };
}
