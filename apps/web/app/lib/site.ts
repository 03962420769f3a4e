// The shop's menus and fixed links (docs/product.md §1 and §2 "Header and menus").

export interface MenuItem {
  title: string;
  url: string;
  items?: MenuItem[];
}

export const mainMenu: MenuItem[] = [
  { title: "Home", url: "/" },
  { title: "Shop", url: "/shop" },
  { title: "About", url: "/about" },
];

export const rightMenu: MenuItem[] = [
  { title: "Contact", url: "/contact" },
  { title: "Account", url: "/account" },
];

export const coreServices: MenuItem[] = [
  { title: "Craftsmanship", url: "/craftsmanship" },
  { title: "Showroom", url: "/contact" },
  { title: "Trainings", url: "/trainings" },
  { title: "Bespoke", url: "/bespoke" },
];

export const customerCare: MenuItem[] = [
  { title: "Shipping Costs", url: "/shipping-costs" },
  { title: "Returns & Repairs", url: "/returns-repairs" },
  { title: "Return Policy", url: "/return-policy" },
  { title: "Privacy Policy", url: "/privacy-policy" },
  { title: "Terms & Conditions", url: "/terms-conditions" },
];

/** Pages whose top is light, so the header uses the dark logo and text (docs/product.md §2). */
export function hasLightTop(pathname: string): boolean {
  return (
    pathname.startsWith("/products/") || pathname === "/checkout" || pathname === "/payment/verification"
  );
}

/** Pages that hide the footer (docs/product.md §2), and the owner's admin, a working tool. */
export function hidesFooter(pathname: string): boolean {
  return hasLightTop(pathname) || pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Whether a menu item is the current page: exact for "/", by section otherwise. */
export function isCurrent(url: string, pathname: string): boolean {
  if (url === "/") return pathname === "/";
  return pathname === url || pathname.startsWith(`${url}/`);
}
