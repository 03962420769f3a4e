import { useLocation } from "react-router";
import { MenuList } from "../components/layout/menu-list.tsx";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/menu";

// The mobile menu as a page: where the header's menu button leads before the page's scripts run
// (docs/decisions/036-the-purchase-path-without-javascript.md); with them it opens the drawer.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Menu",
    description: "Every page of Oja Leather House.",
    path: "/menu",
    publicUrl: publicUrlOf(matches),
  }),
  { name: "robots", content: "noindex, follow" },
];

export default function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <PageBanner title="Menu" crumbs={[{ label: "Home", to: "/" }, { label: "Menu" }]} />
      <nav aria-label="Menu" className="mx-auto max-w-md px-4 py-10">
        <MenuList pathname={pathname} />
      </nav>
    </>
  );
}
