import type { Product } from "@oja/contracts/catalog";

// schema.org data for search engines (JSON-LD). React Router writes it into the page head from a
// route's meta as `{"script:ld+json": …}` and escapes `<`, `>` and `&` in it.

export interface Crumb {
  name: string;
  /** Site path such as "/shop"; the last crumb may have none (the current page). */
  path?: string;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Readable text from the shop's sanitised HTML, for descriptions in meta tags and JSON-LD. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `length` characters, cut at a word with an ellipsis. */
export function shorten(text: string, length = 155): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 0)) || cut}…`;
}

const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** A naira amount as schema.org wants a price: "436500.00". */
export function offerPrice(naira: number): string {
  return naira.toFixed(2);
}

export function productJsonLd(product: Product, publicUrl: string, shopName: string) {
  const url = absolute(publicUrl, `/products/${product.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: plainText(product.description),
    sku: product.id,
    url,
    category: product.category.name,
    image: product.images.map((image) => absolute(publicUrl, image)),
    brand: { "@type": "Brand", name: shopName },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "NGN",
      price: offerPrice(product.salePrice),
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shopName },
    },
    ...(product.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absolute(publicUrl, crumb.path) } : {}),
    })),
  };
}
