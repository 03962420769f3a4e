import { data } from "react-router";
import { ErrorPage } from "../components/layout/error-page.tsx";

// Any address the shop does not know: a real page with status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export function NotFoundPage() {
  return (
    <ErrorPage eyebrow="Error 404" heading="This page has wandered off" title="Page not found">
      <meta name="description" content="We could not find the page you were looking for." />
      <p>We could not find the page you were looking for. It may have moved, or the link may be mistyped.</p>
    </ErrorPage>
  );
}

export default NotFoundPage;
