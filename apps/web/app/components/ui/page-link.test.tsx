import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Link } from "react-router";
import { describe, expect, it } from "vitest";
import { PageLink } from "./page-link.tsx";

/** What the server writes for each of `links`, drawn on a page of the shop at `/products/eko-weekender`. */
function drawn(links: (to: string) => ReactNode, paths: string[]) {
  const Stub = createRoutesStub([
    { path: "/products/:slug", Component: () => <nav>{paths.map((to) => links(to))}</nav> },
  ]);
  return renderToString(<Stub initialEntries={["/products/eko-weekender"]} />);
}

describe("PageLink", () => {
  const paths = ["/", "/shop", "/shop?category=bags&page=2", "/products/eko-weekender#reviews", "/about"];

  it("writes on the server the anchor React Router's Link writes", () => {
    const props = { className: "text-sm", "aria-current": "page" } as const;
    expect(
      drawn(
        (to) => (
          <PageLink key={to} to={to} {...props}>
            {to}
          </PageLink>
        ),
        paths,
      ),
    ).toBe(
      drawn(
        (to) => (
          <Link key={to} to={to} {...props}>
            {to}
          </Link>
        ),
        paths,
      ),
    );
  });

  it("leaves a path with something to resolve to Link", () => {
    const relative = ["reviews", "../bags", "/shop/./bags", "//elsewhere.example/x"];
    expect(drawn((to) => <PageLink key={to} to={to} />, relative)).toBe(
      drawn((to) => <Link key={to} to={to} />, relative),
    );
  });
});
