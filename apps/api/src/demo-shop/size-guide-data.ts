import type { SizeGuide } from "@oja/contracts/size-guides";

// The demo shop's size guides (docs/product.md §2 "Size guide"), by category name. The shoe chart
// is the standard men's and unisex conversion; Accessories has none, as a category may.

const shoeColumns = ["EU", "UK", "US", "Foot length (cm)"];
const shoeRows = [
  ["39", "5.5", "6.5", "24.6"],
  ["40", "6.5", "7.5", "25.3"],
  ["41", "7", "8", "26.0"],
  ["42", "8", "9", "26.7"],
  ["43", "9", "10", "27.3"],
  ["44", "9.5", "10.5", "28.0"],
  ["45", "10.5", "11.5", "28.6"],
  ["46", "11", "12", "29.3"],
  ["47", "12", "13", "30.0"],
];
const measuring =
  "Stand on a sheet of paper, mark your heel and longest toe, and measure between the marks. ";

export const seedSizeGuides: Record<string, SizeGuide> = {
  Shoes: {
    title: "Shoe sizes",
    columns: shoeColumns,
    rows: shoeRows,
    note: `${measuring}Our shoes are sized in EU sizes; between two sizes, take the larger.`,
  },
  Sandals: {
    title: "Sandal sizes",
    columns: shoeColumns,
    rows: shoeRows,
    note: `${measuring}Open sandals forgive a little: between two sizes, take the smaller.`,
  },
  Sneakers: {
    title: "Sneaker sizes",
    columns: shoeColumns,
    rows: shoeRows,
    note: `${measuring}Sneakers run true to size; for thick socks, take the larger.`,
  },
  Bags: {
    title: "Bag measurements",
    columns: ["Size", "Width (cm)", "Height (cm)", "Depth (cm)", "Strap drop (cm)"],
    rows: [
      ["Small", "24", "18", "8", "55"],
      ["Medium", "32", "26", "12", "25"],
      ["Large", "40", "32", "16", "28"],
    ],
    note:
      "Measured outside, flat. The strap drop runs from the top of the strap to the top of the bag. " +
      "A bag made in one size has its measurements in its description.",
  },
};
