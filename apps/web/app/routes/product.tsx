import type { Envelope } from "@oja/contracts/api";
import type { Product } from "@oja/contracts/catalog";
import { data } from "react-router";
import { RichText } from "../components/ui/rich-text.tsx";
import { ProductPrice } from "../features/catalog/product-card.tsx";
import { ProductImage } from "../features/catalog/product-image.tsx";
import { ApiError, apiGet } from "../lib/api.server.ts";
import { pageMeta, publicUrlOf } from "../lib/meta.ts";
import type { Route } from "./+types/product";

export async function loader({ params }: Route.LoaderArgs) {
  try {
    const answer = await apiGet<Envelope<{ product: Product; relatedProducts: Product[] }>>(
      `/products/${encodeURIComponent(params.slug)}`,
    );
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({
        title: loaderData.product.name,
        description: `${loaderData.product.name}: hand-made ${loaderData.product.category.name.toLowerCase()} from Oja Leather House, Lagos.`,
        path: `/products/${loaderData.product.slug}`,
        publicUrl: publicUrlOf(matches),
        image: loaderData.product.images[0],
        type: "product",
      })
    : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-36 pb-20 md:grid-cols-2 md:px-8">
      <ProductImage
        src={product.images[0]}
        alt={product.name}
        sizes="(min-width: 768px) 50vw, 100vw"
        priority
      />
      <div>
        <p className="text-xs tracking-[0.3em] text-cognac uppercase">{product.category.name}</p>
        <h1 className="mt-2 font-display text-4xl font-semibold md:text-5xl">{product.name}</h1>
        <ProductPrice price={product.price} className="mt-4 text-xl" />
        <RichText html={product.description} className="mt-8 text-stone" />
      </div>
    </div>
  );
}
