import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Every page of spec §2, plus the redirects of DESIGN §6 and the machine-read files.
export default [
  index("routes/home.tsx"),
  route("home", "routes/redirects/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("products", "routes/redirects/products.tsx"),
  route("products/:slug", "routes/product.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("craftsmanship", "routes/craftsmanship.tsx"),
  route("trainings", "routes/trainings.tsx"),
  route("bespoke", "routes/bespoke.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("terms-condition", "routes/redirects/terms-condition.tsx"),
  route("shipping-costs", "routes/shipping-costs.tsx"),
  route("returns-repairs", "routes/returns-repairs.tsx"),
  route("return-policy", "routes/return-policy.tsx"),
  route("payment/verification", "routes/payment-verification.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("profile", "routes/redirects/profile.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("account-actions", "routes/account-actions.ts"),
  route("cart", "routes/cart.ts"),
  route("wishlist", "routes/wishlist.ts"),
  ...prefix("account", [
    layout("routes/account/account-layout.tsx", [
      index("routes/account/dashboard.tsx"),
      route("orders", "routes/account/orders.tsx"),
      route("wishlist", "routes/account/wishlist.tsx"),
      route("addresses", "routes/account/addresses.tsx"),
      route("payments", "routes/account/payments.tsx"),
      route("profile", "routes/account/profile.tsx"),
    ]),
  ]),
  ...prefix("admin", [
    // The CSV download is a file, not a page: outside the console's frame, behind the same guard.
    route("subscribers.csv", "routes/admin/subscribers-csv.ts"),
    layout("routes/admin/console-layout.tsx", [
      index("routes/admin/console-home.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:orderId", "routes/admin/order.tsx"),
      route("promo-codes", "routes/admin/promo-codes.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("settings", "routes/admin/settings.tsx"),
    ]),
  ]),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
