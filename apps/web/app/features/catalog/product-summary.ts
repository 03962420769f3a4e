import type { Product } from "@oja/contracts/catalog";

// What a product card shows. Lists send only this to the browser: a full product carries its
// description, sizes and colours, which would triple the page's weight for nothing; of its category
// the card shows the name.

export type ProductSummary = Pick<Product, "id" | "slug" | "name" | "price" | "salePrice" | "inStock"> & {
  category: Pick<Product["category"], "name">;
  images: string[];
};

export function summarise(product: Product): ProductSummary {
  const { id, slug, name, price, salePrice, category, inStock, images } = product;
  return {
    id,
    slug,
    name,
    price,
    salePrice,
    category: { name: category.name },
    inStock,
    images: images.slice(0, 1),
  };
}
