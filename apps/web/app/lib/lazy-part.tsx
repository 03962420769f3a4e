import { type ComponentType, use, useEffect } from "react";

/** How long a lost tap is still made once its part comes alive: later, the shopper has moved on. */
const lostTapLifeMs = 10_000;

/** The button of the last tap lost while a part's code was on its way, and when it was lost. */
let lostTap: Element | undefined;
let lostAt = 0;

/** Whether React has hydrated the element: it keeps each one's props on it, under a key of its own. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

function replayLostTap() {
  if (!lostTap || !hydrated(lostTap)) return;
  // A button no longer on the page gets the click where nothing listens for it.
  if (Date.now() - lostAt < lostTapLifeMs) (lostTap as HTMLElement).click();
  lostTap = undefined;
}

// A tap on a button of a part whose code is still on its way does nothing: hydration leaves the part's
// server HTML as it is until then, and React drops a click on it (it stops it at the document, where it
// listens, or lets it go on with no handler to run). On a slow phone that is a shopper's first tap on the
// product's photo. A click on a button React had not hydrated is kept unless it comes back up to the
// window with the button hydrated (React hydrates what is clicked at once when it can), and made again
// once its part comes alive (`LazyPart`'s effect), or at once if it came alive in the meantime. Only a
// `type="button"` button's: a link or a form's button does its own work without React.
if (!import.meta.env.SSR) {
  let unhydratedTap: Event | undefined;
  const buttonOf = (event: Event) => (event.target as Element).closest?.('button[type="button"]');
  addEventListener(
    "click",
    (event) => {
      const button = buttonOf(event);
      if (!button || hydrated(button)) return;
      unhydratedTap = event;
      // After the whole dispatch.
      setTimeout(() => {
        if (unhydratedTap !== event) return;
        [unhydratedTap, lostTap, lostAt] = [undefined, button, Date.now()];
        replayLostTap();
      });
    },
    true,
  );
  addEventListener("click", (event) => {
    const button = buttonOf(event);
    if (unhydratedTap === event && button && hydrated(button)) unhydratedTap = undefined;
  });
}

/**
 * A part of a page whose code the browser fetches when the part is first drawn (or, for a page visited
 * after the first, with the page's route), not with the page's first load: parts most visitors never see (a buyer's own review, back in stock for a sold-out
 * choice) and parts below the fold that work as plain HTML until then (the reviews, the footer). Render
 * it inside a Suspense boundary: while its code is on its way, hydration leaves the server's HTML there
 * as it is, and a tap on one of its buttons is made again once it is alive (above).
 *
 * Unlike React's `lazy`, the server never waits for it: its code starts loading when this module does,
 * and is marked ready for React's `use`, so even a process's first page has the part in its HTML rather
 * than streamed behind an inline script that a browser without JavaScript would never run.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    if (!loading) {
      const started = load();
      // The fields React's `use` reads to take a settled promise's value at once.
      started.then((component) => Object.assign(started, { status: "fulfilled", value: component }));
      loading = started;
    }
    return loading;
  };
  // In the browser, a module first run after the page has loaded (the route of a later visit) starts
  // at once too, so that the part's code comes beside the route's data instead of after it.
  if (import.meta.env.SSR || document.readyState === "complete") start();
  return function LazyPart(props: Props) {
    const Part = use(start());
    useEffect(replayLostTap, []);
    return <Part {...props} />;
  };
}
