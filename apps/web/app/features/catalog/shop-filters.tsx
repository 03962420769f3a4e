import { productSorts } from "@oja/contracts/product-sorts";
import { searchMaxLength } from "@oja/contracts/shop";
import { Form, useNavigate } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { type ShopQuery, shopCategories, shopSearch, sortLabels } from "./shop-query.ts";

/** Category links, search and sort; all of it lives in the address, and works without JavaScript. */
export function ShopFilters({ query }: { query: ShopQuery }) {
  const navigate = useNavigate();
  const categories = [{ name: "All", slug: undefined }, ...shopCategories];
  return (
    <div className="flex flex-col gap-4 border-b border-sand/70 pb-6 lg:flex-row lg:items-end lg:justify-between lg:gap-6 lg:pb-8">
      <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
        <ul className="flex gap-2">
          {categories.map((category) => {
            const current = category.slug === query.category;
            return (
              <li key={category.name}>
                <PageLink
                  to={`/shop${shopSearch({ ...query, category: category.slug, page: 1 })}`}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex h-10 items-center rounded-full border px-4 text-sm whitespace-nowrap transition-colors ${current ? "border-espresso bg-espresso text-parchment" : "border-sand hover:border-espresso"}`}
                >
                  {category.name}
                </PageLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <Form
        method="get"
        action="/shop"
        role="search"
        aria-label="Products"
        className="flex items-end gap-2 lg:gap-3"
        onChange={(event) => {
          // Sorting applies at once; typed text waits for Enter or the button.
          if ((event.target as HTMLElement).tagName === "SELECT") event.currentTarget.requestSubmit();
        }}
        onSubmit={(event) => {
          // The same address as the links write: no empty or default values in it.
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const text = String(form.get("q") ?? "").trim();
          const sort = productSorts.find((option) => option === form.get("sort")) ?? query.sort;
          navigate(`/shop${shopSearch({ category: query.category, q: text || undefined, sort, page: 1 })}`);
        }}
      >
        {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-semibold tracking-[0.16em] uppercase lg:flex-none">
          <span className="sr-only lg:not-sr-only">Search</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            maxLength={searchMaxLength}
            placeholder="Loafer, tote…"
            className="h-10 w-full rounded-full border border-sand bg-parchment px-4 lg:w-56 text-sm font-normal tracking-normal normal-case placeholder:text-stone focus:border-espresso"
          />
        </label>
        <label className="flex shrink-0 flex-col gap-1 text-xs font-semibold tracking-[0.16em] uppercase">
          <span className="sr-only lg:not-sr-only">Sort by</span>
          <select
            name="sort"
            defaultValue={query.sort}
            className="h-10 max-w-32 rounded-full border border-sand bg-parchment px-3 text-sm lg:max-w-none lg:px-4 font-normal tracking-normal normal-case focus:border-espresso"
          >
            {productSorts.map((sort) => (
              <option key={sort} value={sort}>
                {/* A search is in relevance first, newest among equals (docs/product.md §2, Shop). */}
                {sort === "newest" && query.q ? "Best match" : sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`shrink-0 ${buttonClass({ size: "sm" })}`}>
          Go
        </button>
      </Form>
    </div>
  );
}
