import { formatDate } from "@oja/contracts/dates";
import { formatNaira } from "@oja/contracts/money";
import type { Dashboard, DashboardProduct } from "@oja/contracts/reports";
import { type ReactNode, Suspense } from "react";
import { Await, Link } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";
import { OrderBadge } from "../../components/ui/order-badge.tsx";
import { ProductThumbnail } from "../../components/ui/product-image.tsx";
import { ProductPrice } from "../../components/ui/product-price.tsx";
import { SoldOutBadge } from "../../components/ui/sold-out-badge.tsx";

// docs/product.md §2 Dashboard: a welcome with the shopper's name, the four stat cards, the recent orders, the
// wishlist and recommended products. The page arrives at once; its figures follow as they are read,
// with skeletons in their places meanwhile.

function Section({
  title,
  link,
  children,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
}) {
  const id = `dashboard-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        {link ? (
          <Link to={link.to} className="text-sm font-medium text-cognac underline-offset-4 hover:underline">
            {link.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function Empty({ text, link }: { text: string; link?: { to: string; label: string } }) {
  return (
    <div className="rounded-lg border border-sand bg-parchment px-6 py-8 text-center text-sm text-stone">
      <p>{text}</p>
      {link ? (
        <Link to={link.to} className={`${buttonClass({ size: "sm" })} mt-4`}>
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}

function ProductTiles({ products, label }: { products: DashboardProduct[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {products.map((product) => (
        <li key={product.id}>
          <Link to={`/products/${product.slug}`} className="group block">
            <span className="relative block">
              <ProductThumbnail src={product.image ?? undefined} className="aspect-[4/5] h-auto w-full" />
              {product.inStock ? null : <SoldOutBadge className="absolute top-2 right-2" />}
            </span>
            <span className="mt-2 block font-display text-lg leading-tight font-semibold group-hover:underline">
              {product.name}
            </span>
          </Link>
          {/* The sale price, the list price struck through, as on every other card. */}
          <ProductPrice
            price={product.price}
            salePrice={product.salePrice}
            className="text-sm tabular-nums"
          />
        </li>
      ))}
    </ul>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <ul aria-label="Your account in figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {dashboard.stats.map((stat) => (
          <li key={stat.name} className="rounded-lg border border-sand bg-parchment p-4">
            <p className="text-xs font-semibold tracking-[0.16em] text-stone uppercase">{stat.name}</p>
            <p className="mt-2 text-3xl font-semibold tabular-nums">{stat.value}</p>
          </li>
        ))}
      </ul>

      <Section title="Recent orders" link={{ to: "/account/orders", label: "All orders" }}>
        {dashboard.recentOrders.length === 0 ? (
          <Empty
            text="You have not placed any order recently"
            link={{ to: "/shop", label: "Shop the collection" }}
          />
        ) : (
          <ul className="divide-y divide-sand rounded-lg border border-sand bg-parchment">
            {dashboard.recentOrders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/account/orders?track=${order.id}`}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-linen sm:grid-cols-[minmax(0,1fr)_auto_auto_auto]"
                >
                  <span>
                    <span className="block font-semibold">{order.orderNumber}</span>
                    <span className="block text-stone">{formatDate(order.date)}</span>
                  </span>
                  <span className="text-stone">
                    {order.items} {order.items === 1 ? "item" : "items"}
                  </span>
                  <span className="font-semibold tabular-nums">{formatNaira(order.total)}</span>
                  <OrderBadge status={order.status} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Wishlist" link={{ to: "/account/wishlist", label: "Your wishlist" }}>
        {dashboard.wishlistItems.length === 0 ? (
          <Empty text="Your wishlist is empty" />
        ) : (
          <ProductTiles products={dashboard.wishlistItems.slice(0, 6)} label="Wishlist products" />
        )}
      </Section>

      <Section title="Recommended for you">
        <ProductTiles products={dashboard.recommendedProducts} label="Recommended products" />
      </Section>
    </>
  );
}

/** Grey shapes where the figures will be, so nothing moves when they arrive. */
function Skeleton() {
  const block = "animate-pulse rounded-lg bg-linen";
  return (
    <div aria-busy="true" className="space-y-10">
      <p role="status" className="sr-only">
        Loading your dashboard…
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {["a", "b", "c", "d"].map((key) => (
          <div key={key} className={`${block} h-24`} />
        ))}
      </div>
      <div className={`${block} h-48`} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {["a", "b", "c"].map((key) => (
          <div key={key} className={`${block} aspect-[4/5]`} />
        ))}
      </div>
    </div>
  );
}

export function DashboardView({
  firstName,
  dashboard,
}: {
  firstName: string;
  dashboard: Promise<Dashboard>;
}) {
  return (
    <div className="space-y-10">
      <div>
        <h1 className="font-display text-4xl font-semibold">Welcome back, {firstName}</h1>
        <p className="mt-2 text-stone">Your orders, wishlist and loyalty points at a glance.</p>
      </div>
      <Suspense fallback={<Skeleton />}>
        <Await
          resolve={dashboard}
          errorElement={<Empty text="Your dashboard could not be read just now. Please reload the page." />}
        >
          {(resolved) => <Figures dashboard={resolved} />}
        </Await>
      </Suspense>
    </div>
  );
}
