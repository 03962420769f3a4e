import { type RefObject, useEffect, useState } from "react";
import { buttonClass } from "../../components/ui/button.tsx";
import { BagIcon } from "../../components/ui/icons.tsx";
import { ProductPrice } from "../../components/ui/product-price.tsx";

/**
 * Add To Cart kept in reach on a phone (docs/product.md §2 "Mobile buying"): once the page has scrolled
 * past the purchase's own button, a bar at the bottom shows the product and a button that submits the
 * same form. While a size or colour is still to choose, it also scrolls back to the choices. The
 * page's bottom is padded and the toasts rise above it while it shows (app.css), so it covers nothing.
 */
export function StickyPurchaseBar({
  watched,
  choices,
  formId,
  name,
  price,
  salePrice,
  needsChoice,
  soldOut,
  busy,
}: {
  /** The purchase's own Add To Cart: the bar shows once it has left the screen upwards. */
  watched: RefObject<HTMLElement | null>;
  /** The size and colour choices, scrolled to when one is missing. */
  choices: RefObject<HTMLElement | null>;
  formId: string;
  name: string;
  price: number;
  salePrice: number;
  needsChoice: boolean;
  soldOut: boolean;
  busy: boolean;
}) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = watched.current;
    if (!element) return;
    // The screen is stretched far downwards, so the button counts as "in" until it has left at the top:
    // a fling that jumps straight over it still changes its state, and so tells this observer.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setShown(!entry.isIntersecting);
      },
      { rootMargin: "0px 0px 1000000px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watched]);

  const goToChoices = () => {
    const element = choices.current;
    if (!element) return;
    element.scrollIntoView({ block: "center" });
    // The first choice still open takes focus, so a keyboard or screen reader lands where the work is.
    const open = [...element.querySelectorAll("fieldset")].find(
      (fieldset) => !fieldset.querySelector("input:checked"),
    );
    open?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  };

  // Only there while it shows, so the page offers one Add To Cart at a time; it slides in as it arrives.
  if (!shown) return null;
  return (
    <section
      aria-label="Quick purchase"
      data-sticky-purchase="shown"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand bg-parchment/95 px-4 py-3 shadow-[0_-8px_24px_rgba(31,23,18,0.12)] backdrop-blur transition-transform duration-300 motion-reduce:transition-none starting:translate-y-full md:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-display text-lg leading-tight font-semibold">{name}</p>
          <ProductPrice price={price} salePrice={salePrice} className="text-sm" />
        </div>
        <button
          type="submit"
          form={formId}
          disabled={soldOut || busy}
          aria-busy={busy || undefined}
          // The form's own check still runs and says what is missing; this brings the choices back.
          onClick={() => {
            if (needsChoice) goToChoices();
          }}
          className={`shrink-0 ${buttonClass({ size: "sm" })} h-12`}
        >
          <BagIcon width={18} height={18} />
          {soldOut ? "Sold Out" : "Add To Cart"}
        </button>
      </div>
    </section>
  );
}
