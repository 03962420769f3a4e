// Every domain's tables, for drizzle-kit only (drizzle.config.ts): it writes the migrations from them.

export * from "../domains/accounts/accounts.schema.ts";
export * from "../domains/addresses/addresses.schema.ts";
export * from "../domains/admin/audit.schema.ts";
export * from "../domains/cart/cart.schema.ts";
export * from "../domains/catalog/catalog.schema.ts";
export * from "../domains/content/content.schema.ts";
export * from "../domains/mail/mail.schema.ts";
export * from "../domains/orders/orders.schema.ts";
export * from "../domains/payments/payments.schema.ts";
export * from "../domains/promotions/promotions.schema.ts";
export * from "../domains/wishlist/wishlist.schema.ts";
