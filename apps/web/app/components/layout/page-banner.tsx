import type { ReactNode } from "react";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  to?: string;
}

/** The dark band that opens an information page: breadcrumb, heading, and an optional line. */
export function PageBanner({
  title,
  crumbs,
  children,
  separator = ">",
}: {
  title: string;
  crumbs?: Crumb[];
  children?: ReactNode;
  separator?: string;
}) {
  return (
    <section className="relative overflow-hidden bg-espresso pt-40 pb-16 text-parchment md:pt-44 md:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(184,137,59,0.28),transparent_60%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 md:px-8">
        {crumbs ? (
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-2 text-xs tracking-[0.16em] text-parchment/75 uppercase">
              {crumbs.map((crumb, position) => (
                <li key={crumb.label} className="flex items-center gap-2">
                  {position > 0 ? <span aria-hidden="true">{separator}</span> : null}
                  {crumb.to ? (
                    <Link to={crumb.to} className="hover:text-parchment">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="text-parchment">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="mt-4 font-display text-4xl font-semibold md:text-6xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-parchment/80">{children}</div> : null}
      </div>
    </section>
  );
}
