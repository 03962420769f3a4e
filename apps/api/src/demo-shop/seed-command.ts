import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { migrateAndSeed } from "../db/migrate.ts";
import { photosInUse } from "../domains/orders/photos-in-use.ts";
import { photoStoreFor } from "../domains/photos/photos.service.ts";
import { ensureDemoImages } from "./demo-images.ts";
import { seedIfEmpty } from "./seed.ts";

// `npm run db:seed`: migrates, fills an empty database with the demo shop and draws its images.

const config = await loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const products = await migrateAndSeed(database, (handle) =>
    seedIfEmpty(handle, { products: config.DEMO_PRODUCTS === "on" }),
  );
  if (products > 0) {
    console.info(`Seeded the demo shop: ${products} products, settings, the Lagos office and promo codes.`);
  } else {
    console.info("The database already holds a shop; nothing was seeded.");
  }
  const drawn = await ensureDemoImages(photoStoreFor(config, database.db), await photosInUse(database.db));
  console.info(`Demo images: ${drawn} drawn.`);
} finally {
  await database.close();
}
