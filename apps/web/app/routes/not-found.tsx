import { data, Link } from "react-router";

// Any address the shop does not know: a real page with status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export function NotFoundPage() {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center bg-espresso px-4 pt-36 pb-20 text-center text-parchment">
      <title>Page not found | Oja Leather House</title>
      <meta name="description" content="We could not find the page you were looking for." />
      <meta name="robots" content="noindex" />
      <p className="text-xs tracking-[0.3em] text-brass uppercase">Error 404</p>
      <h1 className="mt-4 font-display text-5xl font-semibold md:text-6xl">This page has wandered off</h1>
      <p className="mt-4 max-w-md text-parchment/80">
        We could not find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-full bg-brass px-7 py-3 text-sm font-semibold tracking-[0.14em] text-espresso uppercase hover:bg-sand"
        >
          Back home
        </Link>
        <Link
          to="/shop"
          className="rounded-full border border-parchment/40 px-7 py-3 text-sm font-semibold tracking-[0.14em] uppercase hover:border-parchment"
        >
          Visit the shop
        </Link>
      </div>
    </section>
  );
}

export default NotFoundPage;
