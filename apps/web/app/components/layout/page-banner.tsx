import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { hasLightTop } from "../../lib/site.ts";
import { PageLink } from "../ui/page-link.tsx";

export interface Crumb {
  label: string;
  to?: string;
}

const tones = {
  dark: {
    band: "bg-espresso text-parchment",
    glow: "",
    crumbs: "text-parchment/75",
    link: "hover:text-parchment",
    current: "text-parchment",
    line: "text-parchment/80",
  },
  light: {
    band: "bg-linen text-espresso",
    glow: "opacity-50",
    crumbs: "text-stone",
    link: "hover:text-espresso",
    current: "text-espresso",
    line: "text-umber",
  },
};

/**
 * The band that opens an information page: breadcrumb, heading, and an optional line. It is dark, but
 * light on the pages whose header takes the dark logo and text (lib/site.ts), so that the header reads.
 */
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
  const tone = tones[hasLightTop(useLocation().pathname) ? "light" : "dark"];
  return (
    <section className={`relative overflow-hidden pt-40 pb-16 md:pt-44 md:pb-20 ${tone.band}`}>
      <div
        aria-hidden="true"
        className={`absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(184,137,59,0.28),transparent_60%)] ${tone.glow}`}
      />
      <div className="relative mx-auto max-w-7xl px-4 md:px-8">
        {crumbs ? (
          <nav aria-label="Breadcrumb">
            <ol
              className={`flex flex-wrap items-center gap-2 text-xs tracking-[0.16em] uppercase ${tone.crumbs}`}
            >
              {crumbs.map((crumb, position) => (
                <li key={crumb.label} className="flex items-center gap-2">
                  {position > 0 ? <span aria-hidden="true">{separator}</span> : null}
                  {crumb.to ? (
                    <PageLink to={crumb.to} className={tone.link}>
                      {crumb.label}
                    </PageLink>
                  ) : (
                    <span aria-current="page" className={tone.current}>
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="mt-4 font-display text-4xl font-semibold md:text-6xl">{title}</h1>
        {children ? <div className={`mt-4 max-w-2xl ${tone.line}`}>{children}</div> : null}
      </div>
    </section>
  );
}
