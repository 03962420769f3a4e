import type { AnchorHTMLAttributes, ComponentType } from "react";
import { Link } from "react-router";

// The links of the lists every page repeats (the product cards, the footer's columns, the shop's
// categories, the breadcrumbs). On the server React Router's Link resolves its path against the page's
// routes, makes its click handler and asks whether to prefetch, for an anchor whose only server-drawn
// parts are its path and `data-discover`: about a twentieth of rendering the shop's page, with thirty
// cards. For a path of the shop's own written from its root, the server draws that anchor itself; the
// browser's render is React Router's Link, which takes the anchor over as it is (decision 056).

/** A path from the shop's root with nothing to resolve: no "." or ".." segment, no doubled slash. */
function isPlainPath(to: string): boolean {
  const pathname = to.split(/[?#]/, 1)[0] ?? "";
  return (
    pathname.startsWith("/") &&
    !pathname.includes("//") &&
    !pathname.split("/").some((segment) => segment === "." || segment === "..")
  );
}

export type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target"> & {
  /** A path of the shop from its root, with its search and hash, as React Router's Link takes it. */
  to: string;
};

/** On the server, the anchor React Router's Link would write for a plain path; otherwise Link itself. */
function ServerPageLink({ to, ...anchor }: PageLinkProps) {
  // The attributes in the order Link writes them, so that the page's bytes are the same.
  if (isPlainPath(to)) return <a {...anchor} href={to} data-discover="true" />;
  return <Link to={to} {...anchor} />;
}

/** In the browser it is Link itself: nothing more to load with the page's scripts. */
export const PageLink: ComponentType<PageLinkProps> = import.meta.env.SSR ? ServerPageLink : Link;
