export interface Slide {
  image: string;
  title: string;
  description: string;
}

// The five hero slides of docs/product.md §2 "Home"; images are drawn by the seed into /uploads/hero.
export const heroSlides: Slide[] = [
  {
    image: "/uploads/hero/bags-1920.webp",
    title: "Elegance in Every Stitch",
    description: "Bags cut from full-grain hides and saddle-stitched by hand in our Lagos workshop.",
  },
  {
    image: "/uploads/hero/shoes-1920.webp",
    title: "Shoes Built to Be Resoled",
    description: "Goodyear-welted soles and hand-lasted uppers that mould to you over years, not weeks.",
  },
  {
    image: "/uploads/hero/sandals-1920.webp",
    title: "Sandals for Lagos Heat",
    description: "Vegetable-tanned straps and breathable footbeds for long days from Ikoyi to Badagry.",
  },
  {
    image: "/uploads/hero/sneakers-1920.webp",
    title: "Sneakers, Tailored",
    description:
      "Clean leather sneakers on cushioned cream soles, finished to the standard of our dress shoes.",
  },
  {
    image: "/uploads/hero/classic-1920.webp",
    title: "Classic Footwear, Kept Classic",
    description: "Oxfords, loafers and boots in the shapes that never date, burnished by hand.",
  },
];
