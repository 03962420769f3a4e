import { describe, expect, it } from "vitest";
import { ConfigError, developmentAppKey, readConfig } from "./config.ts";

describe("configuration", () => {
  it("runs with no variables at all outside production", () => {
    const config = readConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.MAIL_OUTBOX_DIR).toBe("./data/mail");
    expect(config.APP_KEYS).toEqual([developmentAppKey]);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.PAYSTACK_BASE_URL).toBe("https://api.paystack.co");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("treats blank variables as unset", () => {
    expect(readConfig({ PORT: "", DATABASE_URL: " " }).PORT).toBe(3000);
  });

  it("stops with a message naming the bad variable", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => readConfig({ PAYSTACK_SECRET_KEY: "pk_test_1" })).toThrow(/PAYSTACK_SECRET_KEY/);
  });

  it("requires real keys and a JWT secret in production", () => {
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/APP_KEYS is required in production/);
    const config = readConfig({
      NODE_ENV: "production",
      APP_KEYS: "web-key-123456, mobile-key-123456",
      JWT_SECRET: "x".repeat(40),
    });
    expect(config.APP_KEYS).toEqual(["web-key-123456", "mobile-key-123456"]);
  });
});
