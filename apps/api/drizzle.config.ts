import { defineConfig } from "drizzle-kit";

// Every domain's tables are in its own `<domain>.schema.ts`; drizzle-kit writes the migrations from them.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/domains/*/*.schema.ts",
  out: "./drizzle",
  casing: "snake_case",
});
