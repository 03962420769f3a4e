import type { MetaDescriptor } from "react-router";

// Title, description, canonical link and Open Graph tags for one page (docs/product.md §2: per page).

import { fallbackShopName } from "@oja/contracts/shop";

export interface PageMeta {
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/shop". */
  path: string;
  publicUrl?: string | undefined;
  image?: string | undefined;
  type?: "website" | "product" | "article";
}

interface RootMatch {
  id: string;
  loaderData?: unknown;
}

/** The public URL the root loader found, for absolute canonical and Open Graph links. */
export function publicUrlOf(matches: readonly (RootMatch | undefined)[]): string | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { publicUrl?: string }
    | undefined;
  return root?.publicUrl;
}

export function pageMeta({
  title,
  description,
  path,
  publicUrl,
  image,
  type = "website",
}: PageMeta): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${fallbackShopName} | ${title}` : `${title} | ${fallbackShopName}`;
  const url = publicUrl ? `${publicUrl}${path}` : path;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: fallbackShopName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: publicUrl ? `${publicUrl}${image}` : image });
  return tags;
}
