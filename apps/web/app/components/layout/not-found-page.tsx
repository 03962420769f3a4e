import { ErrorPage } from "./error-page.tsx";

/** The page for an address the shop does not know, also drawn by the root's error boundary for a 404. */
export function NotFoundPage() {
  return (
    <ErrorPage eyebrow="Error 404" heading="This page has wandered off" title="Page not found">
      <meta name="description" content="We could not find the page you were looking for." />
      <p>We could not find the page you were looking for. It may have moved, or the link may be mistyped.</p>
    </ErrorPage>
  );
}
