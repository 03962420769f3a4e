import { colourName } from "@oja/contracts/colours";
import type { RouteAnswer, routes } from "@oja/contracts/routes";
import { fallbackShopName } from "@oja/contracts/shop";
import { webEnv } from "../../lib/env.server.ts";
import { summarise } from "./product-summary.ts";
import { breadcrumbJsonLd, offerPrice, plainText, productJsonLd, shorten } from "./structured-data.ts";

type ProductDetailAnswer = RouteAnswer<typeof routes.catalog.product>["data"];

/**
 * What the product page makes of the product's answer alone: its colours' names, its related products
 * as cards, and its description and JSON-LD for the page's head. Made here, on the server, so that the
 * palette and the structured data's code stay out of the page's scripts.
 */
function partsOf({ product, relatedProducts }: ProductDetailAnswer) {
  const path = `/products/${product.slug}`;
  return {
    colourNames: Object.fromEntries(product.colours.map((colour) => [colour, colourName(colour)])),
    relatedProducts: relatedProducts.map(summarise),
    seo: {
      description: shorten(plainText(product.description)),
      price: offerPrice(product.salePrice),
      jsonLd: [
        productJsonLd(product, webEnv.publicUrl, fallbackShopName),
        breadcrumbJsonLd(
          [
            { name: "Home", path: "/" },
            { name: "Shop", path: "/shop" },
            { name: product.category.name, path: `/shop?category=${product.category.slug}` },
            { name: product.name, path },
          ],
          webEnv.publicUrl,
        ),
      ],
    },
  };
}

/**
 * The product's answer is kept for everyone for a few seconds, one frozen object (lib/api.server.ts):
 * its parts are made once for that object, not once a page.
 */
const madeFor = new WeakMap<ProductDetailAnswer, ReturnType<typeof partsOf>>();

export function productPageParts(detail: ProductDetailAnswer): ReturnType<typeof partsOf> {
  let parts = madeFor.get(detail);
  if (!parts) {
    parts = partsOf(detail);
    madeFor.set(detail, parts);
  }
  return parts;
}
