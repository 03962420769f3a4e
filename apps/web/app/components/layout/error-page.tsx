import { fallbackShopName } from "@oja/contracts/shop";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";

/** A page in place of the one asked for: what happened, in the shop's words, and where to go next. */
export function ErrorPage({
  eyebrow,
  heading,
  title = heading,
  children,
  actions = <ShopLinks />,
}: {
  /** A short line above the heading, e.g. "Error 404". */
  eyebrow?: string;
  heading: string;
  /** The document's title, when it says it more plainly than the heading. */
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="flex min-h-[70vh] flex-col items-center justify-center bg-espresso px-4 pt-36 pb-20 text-center text-parchment">
      <title>{`${title} | ${fallbackShopName}`}</title>
      <meta name="robots" content="noindex" />
      {eyebrow ? <p className="text-xs tracking-[0.3em] text-brass uppercase">{eyebrow}</p> : null}
      <h1 className="mt-4 font-display text-5xl font-semibold md:text-6xl">{heading}</h1>
      <div className="mt-4 max-w-md text-parchment/80">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

/** The way on from a page that is not there: home, or the shop. */
export function ShopLinks() {
  return (
    <>
      <Link to="/" className={buttonClass({ tone: "brass" })}>
        Back home
      </Link>
      <Link to="/shop" className={buttonClass({ tone: "outline-light" })}>
        Visit the shop
      </Link>
    </>
  );
}
