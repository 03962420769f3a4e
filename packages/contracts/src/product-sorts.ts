// The shop's sort orders, apart from the zod schemas in catalog.ts so that pages can offer them
// without sending zod to the browser.

export const productSorts = ["newest", "price-asc", "price-desc", "best-selling"] as const;
export type ProductSort = (typeof productSorts)[number];
