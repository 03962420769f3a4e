import { NavLink, Outlet } from "react-router";
import { requireAdmin } from "../../features/admin/admin.server.ts";
import type { Route } from "./+types/admin-layout";

// The owner's admin (docs/architecture.md §8): a plain frame for the staff, its own route modules (so nothing of it
// loads on the shop's pages), usable on a phone in the workshop.

export async function loader(page: Route.LoaderArgs) {
  await requireAdmin(page);
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin · Oja Leather House" },
  { name: "robots", content: "noindex" },
];

/** `end`: the summary is `/admin` itself, not every page under it. */
const sections = [
  { to: "/admin", label: "Summary", end: true },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/products", label: "Products", end: false },
  { to: "/admin/customers", label: "Customers", end: false },
  { to: "/admin/promo-codes", label: "Promo codes", end: false },
  { to: "/admin/messages", label: "Messages", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/subscribers", label: "Subscribers", end: false },
  { to: "/admin/size-guides", label: "Size guides", end: false },
  { to: "/admin/settings", label: "Settings", end: false },
  { to: "/admin/audit-log", label: "Audit log", end: false },
];

export default function AdminLayout() {
  return (
    <div className="bg-linen pb-16">
      <div aria-hidden="true" className="h-32 bg-espresso" />
      <div className="mx-auto max-w-6xl px-4 pt-6 md:px-8">
        <nav
          aria-label="Admin"
          className="mb-6 flex flex-wrap items-center gap-2 rounded-lg border border-sand bg-parchment p-2"
        >
          <span className="px-3 text-xs font-semibold tracking-[0.16em] text-stone uppercase">Admin</span>
          {sections.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-espresso text-parchment" : "hover:bg-linen"}`
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
        <Outlet />
      </div>
    </div>
  );
}
