import type { Envelope, Pagination } from "@oja/contracts/api";
import type { Product } from "@oja/contracts/catalog";
import { PageBanner } from "../components/layout/page-banner.tsx";
import { ProductCard } from "../features/catalog/product-card.tsx";
import { apiGet } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/shop";

export async function loader() {
  const answer =
    await apiGet<Envelope<{ data: Product[]; pagination: Pagination }>>("/products?page=1&limit=30");
  return answer.data;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Shop Products",
    description:
      "Shop hand-made leather shoes, sandals, sneakers, bags and accessories from Oja Leather House, Lagos.",
    path: "/shop",
    publicUrl: publicUrlOf(matches),
  });

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Shop Products" crumbs={[{ label: "Home", to: "/" }, { label: "Shop" }]} />
      <div className="mx-auto max-w-7xl px-4 py-16 md:px-8">
        <div className="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.data.map((product, position) => (
            <ProductCard key={product.id} product={product} priority={position < 3} />
          ))}
        </div>
      </div>
    </>
  );
}
