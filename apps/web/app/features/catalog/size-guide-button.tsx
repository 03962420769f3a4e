import type { CategorySizeGuide } from "@oja/contracts/size-guides";
import { lazy, Suspense, useState } from "react";

// The dialog and its table are fetched when a shopper first opens the guide, not with every product page.
const SizeGuideDialog = lazy(() =>
  import("./size-guide-dialog.tsx").then((module) => ({ default: module.SizeGuideDialog })),
);

/** The address of a category's size guide as a page of its own, with the product to go back to. */
export function sizeGuidePath(categorySlug: string, productSlug?: string) {
  const base = `/size-guide/${encodeURIComponent(categorySlug)}`;
  return productSlug ? `${base}?product=${encodeURIComponent(productSlug)}` : base;
}

/**
 * "Size guide" beside the size choice (docs/product.md §2 "Size guide"). A link to the guide's page, so
 * it works without JavaScript; with it, the same table opens in a modal dialog over the product, and
 * focus comes back to the link when it closes.
 */
export function SizeGuideButton({
  sizeGuide,
  productSlug,
}: {
  sizeGuide: CategorySizeGuide;
  productSlug: string;
}) {
  const [open, setOpen] = useState(false);
  // Once opened it stays rendered, closed, so that reopening it needs no fetch.
  const [opened, setOpened] = useState(false);
  const { guide, category } = sizeGuide;
  if (!guide) return null;
  return (
    <>
      <a
        href={sizeGuidePath(category.slug, productSlug)}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center text-xs font-semibold tracking-[0.12em] text-cognac-dark uppercase underline underline-offset-4 hover:text-espresso"
      >
        Size guide
      </a>
      {opened ? (
        <Suspense fallback={null}>
          <SizeGuideDialog guide={guide} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
