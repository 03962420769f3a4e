import { useEffect, useState } from "react";

export type HeaderState = "top" | "shown" | "hidden";

/** Past this many pixels, scrolling down hides the header (docs/product.md §9). */
export const headerHideThreshold = 200;

/**
 * Transparent at the top; hidden while scrolling down past 200 px; back with a card background as
 * soon as the shopper scrolls up.
 */
export function useHeaderState(): HeaderState {
  const [state, setState] = useState<HeaderState>("top");
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    function update() {
      frame = 0;
      const y = window.scrollY;
      if (y <= 8) setState("top");
      else if (y > last && y > headerHideThreshold) setState("hidden");
      else if (y < last) setState("shown");
      else if (y <= headerHideThreshold) setState("shown");
      last = y;
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
