import { Link } from "react-router";

// Previous, the numbered pages and Next (docs/product.md §2 Orders and Transactions), as links, so each page has
// its own address and works without scripts. Long runs of pages are shortened around the current one.

/** The pages to show: the first, the last, and two either side of the current one; null is a gap. */
export function pagesToShow(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

const step =
  "flex h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm tabular-nums transition-colors";

export function Pagination({
  page,
  totalPages,
  hrefOf,
  label,
}: {
  page: number;
  totalPages: number;
  /** The address of a page of the same view. */
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (totalPages <= 1) return null;
  const edge = (to: number, text: string) =>
    to < 1 || to > totalPages ? (
      <span className={`${step} border-sand text-stone opacity-60`} aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link
        to={hrefOf(to)}
        className={`${step} border-sand hover:border-espresso`}
        preventScrollReset={false}
      >
        {text}
      </Link>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {edge(page - 1, "Previous")}
      {pagesToShow(page, totalPages).map((shown, index) =>
        shown === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <span key={`gap-${index}`} className="px-1 text-stone" aria-hidden="true">
            …
          </span>
        ) : shown === page ? (
          <span
            key={shown}
            aria-current="page"
            className={`${step} border-espresso bg-espresso text-parchment`}
          >
            {shown}
          </span>
        ) : (
          <Link
            key={shown}
            to={hrefOf(shown)}
            aria-label={`Page ${shown}`}
            className={`${step} border-sand hover:border-espresso`}
          >
            {shown}
          </Link>
        ),
      )}
      {edge(page + 1, "Next")}
    </nav>
  );
}
