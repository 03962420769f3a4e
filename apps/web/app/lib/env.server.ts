import { readConfig } from "@oja/contracts/config";

// The web server's share of the one configuration schema (packages/contracts/src/config.ts).
const config = readConfig(process.env);

export const webEnv = {
  /** Where the page server's API calls go over HTTP under `npm run dev` (see api.server.ts). */
  apiOrigin: `http://127.0.0.1:${config.PORT}`,
  /** The web app is the API's first client application. */
  appKey: config.APP_KEYS[0] ?? "",
  publicUrl: config.PUBLIC_URL,
  isProduction: config.OJA_MODE === "production",
};
