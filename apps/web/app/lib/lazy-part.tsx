import { type ComponentType, use } from "react";

/**
 * A part of a page whose code the browser fetches when the part is first drawn (or, for a page visited
 * after the first, with the page's route), not with the page's first load: parts most visitors never see (a buyer's own review, back in stock for a sold-out
 * choice) and parts below the fold that work as plain HTML until then (the reviews, the footer). Render
 * it inside a Suspense boundary: while its code is on its way, hydration leaves the server's HTML there
 * as it is.
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
    return <Part {...props} />;
  };
}
