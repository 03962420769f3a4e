import type { Pagination } from "@oja/contracts/api";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ProductCard } from "./product-card.tsx";
import type { ProductSummary } from "./product-summary.ts";
import { type ShopQuery, shopSearch } from "./shop-query.ts";

/** docs/product.md §9: the next page loads once the end of the list is within 200 px of the screen's bottom. */
export const scrollTriggerPx = 200;
export const loadingMoreText = "Loading more...";
export const endOfListText = "You've reached the end of the list";

export interface ProductPage {
  data: ProductSummary[];
  pagination: Pagination;
}

/**
 * The pages a shopper had scrolled through, and how far, as they opened a product: Back remounts the
 * list with its first page only, too short to scroll back to the card. One entry, for one history entry.
 */
interface KeptList {
  historyKey: string;
  search: string;
  products: ProductSummary[];
  pagination: Pagination;
  scrollY: number;
}
const keptListKey = "oja:shop-list";

function readKept(historyKey: string, search: string): KeptList | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(keptListKey) ?? "null") as KeptList | null;
    return kept?.historyKey === historyKey && kept.search === search ? kept : null;
  } catch {
    return null;
  }
}

function keep(list: KeptList) {
  try {
    sessionStorage.setItem(keptListKey, JSON.stringify(list));
  } catch {
    // Storage full or refused: Back shows the first page, as without script.
  }
}

/**
 * The shop's grid with endless scroll: the server renders the first page; the browser fetches the
 * next one through the shop route's loader whenever the end comes near and nothing is loading.
 * Without JavaScript, Next links page through the same addresses instead. A list that starts past the
 * first page (`?page=2`, with or without JavaScript) opens with a link to the page before.
 */
export function EndlessProductList({ first, query }: { first: ProductPage; query: ShopQuery }) {
  const [products, setProducts] = useState(first.data);
  const [pagination, setPagination] = useState(first.pagination);
  const hydrated = useHydrated();
  const [restoreTo, setRestoreTo] = useState<number | null>(null);
  const { key: historyKey } = useLocation();
  const search = shopSearch(query);
  const fetcher = useFetcher<{ listing: ProductPage }>();
  const end = useRef<HTMLDivElement>(null);
  const loading = fetcher.state !== "idle";
  const hasMore = pagination.page < pagination.totalPages;
  const nextPage = pagination.page + 1;

  // Back to this history entry: the pages loaded before, then the scroll position, before the paint.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const kept = readKept(historyKey, search);
    if (!kept || kept.products[0]?.id !== first.data[0]?.id) return;
    setProducts(kept.products);
    setPagination(kept.pagination);
    setRestoreTo(kept.scrollY);
  }, [historyKey, search, first.data]);
  useLayoutEffect(() => {
    if (restoreTo === null) return;
    window.scrollTo(0, restoreTo);
    setRestoreTo(null);
  }, [restoreTo]);

  useEffect(() => {
    const next = fetcher.data?.listing;
    if (!next || next.pagination.page !== nextPage) return;
    // A product added meanwhile shifts the pages by one: never show the same product twice.
    setProducts((shown) => {
      const seen = new Set(shown.map((product) => product.id));
      return [...shown, ...next.data.filter((product) => !seen.has(product.id))];
    });
    setPagination(next.pagination);
  }, [fetcher.data, nextPage]);

  // Observed afresh after every page, so a list that still ends on screen keeps loading.
  useEffect(() => {
    const node = end.current;
    if (!node || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          fetcher.load(`/shop${shopSearch({ ...query, page: nextPage })}`);
        }
      },
      { rootMargin: `0px 0px ${scrollTriggerPx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, nextPage, query, fetcher.load]);

  const pageLink = (page: number, label: string, rel: "prev" | "next") => (
    <Link
      to={`/shop${shopSearch({ ...query, page })}`}
      rel={rel}
      className="rounded-full border border-sand px-5 py-2 text-sm hover:border-espresso"
    >
      {label}
    </Link>
  );

  return (
    <>
      {first.pagination.page > 1 ? (
        <div className="mb-8 flex justify-center">
          {pageLink(first.pagination.page - 1, "Previous page", "prev")}
        </div>
      ) : null}
      <ul
        className="grid grid-cols-2 gap-x-4 gap-y-10 md:gap-x-6 md:gap-y-12 lg:grid-cols-3"
        aria-label="Products"
        // Kept as a card is opened, so Back lands on it.
        onClickCapture={() => keep({ historyKey, search, products, pagination, scrollY: window.scrollY })}
      >
        {products.map((product, position) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              priority={position === 0 && first.pagination.page === 1}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
      <div
        ref={end}
        data-testid="list-end"
        className="mt-12 flex min-h-12 flex-wrap items-center justify-center gap-3 text-center"
      >
        {!hydrated && hasMore ? pageLink(nextPage, "Next page", "next") : null}
        <p role="status" className="text-sm tracking-[0.08em] text-stone">
          {hydrated && loading ? loadingMoreText : null}
          {!hasMore && products.length > 0 ? endOfListText : null}
        </p>
      </div>
    </>
  );
}
