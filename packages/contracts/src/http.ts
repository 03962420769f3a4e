// Where the API lives and how a client names itself (DESIGN §2). Kept apart from the zod schemas of
// api.ts so that a page needing only these two words does not download zod.

export const apiBasePath = "/api/v1";
export const appKeyHeader = "x-app-key";
