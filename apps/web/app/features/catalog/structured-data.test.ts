import type { Product } from "@oja/contracts/catalog";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, plainText, productJsonLd, shorten } from "./structured-data.ts";

const product: Product = {
  id: "0b8f9a52-7c1e-4f7e-9d5a-2f1f0c9e6a11",
  slug: "luxurious-voyager-bag",
  name: "Luxurious Voyager Bag",
  price: 485_000,
  salePrice: 436_500,
  images: ["/uploads/products/luxurious-voyager-bag-1-1200.webp"],
  category: { id: "5b0c7b9e-1d2a-4c3b-8e4f-6a7b8c9d0e1f", name: "Bags", slug: "bags" },
  sizes: ["One Size"],
  colours: ["#9a5b2e"],
  description: "<p>Cut from one hide &amp; stitched by hand.</p><ul><li>Brass zip</li></ul>",
  vendorId: "oja-leather-house",
  inStock: true,
  averageRating: 4.5,
  reviewCount: 13,
  createdAt: "2026-04-24T00:00:00.000Z",
};

describe("product structured data", () => {
  it("offers the discounted naira price, in stock, with the rating summary", () => {
    const data = productJsonLd(product, "https://oja.test", "Oja Leather House");
    expect(data.offers).toMatchObject({
      price: "436500.00",
      priceCurrency: "NGN",
      availability: "https://schema.org/InStock",
      url: "https://oja.test/products/luxurious-voyager-bag",
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 13 });
    expect(data.image).toEqual(["https://oja.test/uploads/products/luxurious-voyager-bag-1-1200.webp"]);
    expect(data.description).toBe("Cut from one hide & stitched by hand. Brass zip");
  });

  it("offers whatever sale price the API computed from the shop's settings", () => {
    const data = productJsonLd({ ...product, salePrice: 388_000 }, "https://oja.test", "Oja Leather House");
    expect(data.offers.price).toBe("388000.00");
  });

  it("leaves out the rating of a product nobody has reviewed, and says when it is sold out", () => {
    const data = productJsonLd(
      { ...product, reviewCount: 0, averageRating: 0, inStock: false },
      "https://oja.test",
      "Oja",
    );
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("numbers breadcrumbs and links all but the current page", () => {
    const data = breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Shop" }], "https://oja.test");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://oja.test/" },
      { "@type": "ListItem", position: 2, name: "Shop" },
    ]);
  });
});

describe("descriptions for search results", () => {
  it("turns HTML into one line of text", () => {
    expect(plainText("<p>One</p><p>Two<br>Three</p>")).toBe("One Two Three");
  });

  it("cuts long text at a word", () => {
    expect(shorten("leather ".repeat(40), 30)).toBe("leather leather leather…");
    expect(shorten("short", 30)).toBe("short");
  });
});
