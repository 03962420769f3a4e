// Every domain's tables, for Drizzle's relational queries and drizzle-kit.
export * from "../domains/catalog/catalog.schema.ts";
export * from "../domains/content/content.schema.ts";
export * from "../domains/mail/mail.schema.ts";
export * from "../domains/users/users.schema.ts";
