// The shape of the demo catalog: written by hand in catalog-data.ts, drawn by product-images.ts,
// inserted by seed.ts.

export type SeedCategory = "Shoes" | "Sandals" | "Sneakers" | "Bags" | "Accessories";

/** What the image generator draws: one silhouette family per kind. */
export type SeedProductKind =
  | "tote"
  | "satchel"
  | "clutch"
  | "backpack"
  | "duffel"
  | "loafer"
  | "oxford"
  | "boot"
  | "mule"
  | "sandal"
  | "slide"
  | "sneaker"
  | "belt"
  | "wallet"
  | "cardholder";

export interface SeedProductLook {
  kind: SeedProductKind;
  /** Main leather colour, hex like "#6b3e26". */
  leather: string;
  /** Hardware, sole or stitching colour, hex. */
  accent: string;
}

export interface SeedReview {
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  firstName: string;
  lastName: string;
  daysAgo: number;
}

export interface SeedProduct {
  slug: string;
  name: string;
  category: SeedCategory;
  /** Whole naira; the seed stores kobo. */
  priceNaira: number;
  sizes: string[];
  /** Colour values shown as swatches, hex like "#3b2416". */
  colours: string[];
  /** Safe, simple HTML: <p>, <ul>, <li>, <strong>, <em> only. */
  descriptionHtml: string;
  look: SeedProductLook;
  /** Spreads creation dates so "New Arrivals" differs from the rest. */
  createdDaysAgo: number;
  /** Drives "Selling Hot". */
  unitsSold: number;
  /** Drives "Most Liked". */
  likes: number;
  stock: number;
  reviews: SeedReview[];
}

export interface SeedOffice {
  name: string;
  address1: string;
  city: string;
  state: string;
  country: string;
  phoneNumber: string;
  email: string;
}

export interface SeedSettings {
  shopName: string;
  /** Safe HTML (<p>, <strong>, <em>). */
  ceoWelcomeMessage: string;
  /** Safe HTML for "Why choose us" (<p>, <ul>, <li>, <strong>). */
  about: string;
  facebookUrl: string;
  youtubeUrl: string;
  instagramUrl: string;
  awardVideoUrl: string;
  /** ISO date the privacy and terms pages take effect from. */
  policiesEffectiveDate: string;
}
