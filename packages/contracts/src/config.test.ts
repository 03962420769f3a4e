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
    expect(() => readConfig({ OJA_MODE: "production" })).toThrow(/APP_KEYS is required in production/);
    const config = readConfig({
      OJA_MODE: "production",
      APP_KEYS: "web-key-123456, mobile-key-123456",
      JWT_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://ojaleather.ng",
    });
    expect(config.APP_KEYS).toEqual(["web-key-123456", "mobile-key-123456"]);
  });

  const production = { OJA_MODE: "production", APP_KEYS: "web-key-123456", JWT_SECRET: "x".repeat(40) };

  it("takes the shop's mode from OJA_MODE, and from a NODE_ENV of production only where OJA_MODE is unset", () => {
    // The one process runs React as production (NODE_ENV) while the shop itself is in development.
    expect(readConfig({ NODE_ENV: "production", OJA_MODE: "development" }).OJA_MODE).toBe("development");
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(/APP_KEYS is required in production/);
    expect(readConfig({ NODE_ENV: "test" }).OJA_MODE).toBe("development");
    expect(readConfig({}).OJA_MODE).toBe("development");
    expect(() => readConfig({ OJA_MODE: "staging" })).toThrow(/OJA_MODE must be development or production/);
  });

  it("refuses to start in production on a plain http address, unless a TLS proxy is declared", () => {
    expect(() => readConfig(production)).toThrow(/PUBLIC_URL must be an https:\/\/ address in production/);
    expect(() => readConfig({ ...production, PUBLIC_URL: "http://ojaleather.ng" })).toThrow(/PUBLIC_URL/);
    const behindProxy = readConfig({
      ...production,
      PUBLIC_URL: "http://shop.internal",
      ALLOW_HTTP_PUBLIC_URL: "true",
    });
    expect(behindProxy.PUBLIC_URL).toBe("http://shop.internal");
    expect(() => readConfig({ ...production, ALLOW_HTTP_PUBLIC_URL: "yes" })).toThrow(
      /ALLOW_HTTP_PUBLIC_URL/,
    );
  });

  it("marks session cookies Secure in production, even behind a TLS proxy, and on any https address", () => {
    const behindProxy = { ...production, PUBLIC_URL: "http://shop.internal", ALLOW_HTTP_PUBLIC_URL: "true" };
    expect(readConfig(behindProxy).SECURE_COOKIES).toBe(true);
    expect(readConfig({ ...production, PUBLIC_URL: "https://ojaleather.ng" }).SECURE_COOKIES).toBe(true);
    expect(readConfig({ PUBLIC_URL: "https://staging.ojaleather.ng" }).SECURE_COOKIES).toBe(true);
    expect(readConfig({}).SECURE_COOKIES).toBe(false);
  });

  it("takes payments through Paystack with a key, otherwise the sandbox, which production refuses unless turned on", () => {
    expect(readConfig({ PAYSTACK_SECRET_KEY: "sk_test_abc" }).PAYMENT_PROVIDER).toBe("paystack");
    expect(readConfig({}).PAYMENT_PROVIDER).toBe("sandbox");
    const shop = { ...production, PUBLIC_URL: "https://ojaleather.ng" };
    expect(readConfig(shop).PAYMENT_PROVIDER).toBeNull();
    expect(readConfig({ ...shop, PAYMENTS_SANDBOX: "on" }).PAYMENT_PROVIDER).toBe("sandbox");
    expect(readConfig({ ...shop, PAYSTACK_SECRET_KEY: "sk_live_abc" }).PAYMENT_PROVIDER).toBe("paystack");
    expect(() => readConfig({ PAYMENTS_SANDBOX: "yes" })).toThrow(/PAYMENTS_SANDBOX/);
    expect(readConfig({}).PAYSTACK_TIMEOUT_MS).toBe(10_000);
  });

  it("keeps photos in the database unless STORAGE_URL names a bucket, which needs its keys", () => {
    expect(readConfig({}).STORAGE_URL).toBeUndefined();
    const keys = { S3_ACCESS_KEY_ID: "AKIA0000", S3_SECRET_ACCESS_KEY: "secret" };
    const config = readConfig({ STORAGE_URL: "s3://oja-photos/shop", S3_REGION: "eu-west-1", ...keys });
    expect(config.STORAGE_URL).toBe("s3://oja-photos/shop");
    expect(config.S3_ENDPOINT).toBe("https://s3.eu-west-1.amazonaws.com");
    expect(
      readConfig({ STORAGE_URL: "s3://b12", S3_ENDPOINT: "http://127.0.0.1:9000/", ...keys }).S3_ENDPOINT,
    ).toBe("http://127.0.0.1:9000");
    expect(() => readConfig({ STORAGE_URL: "s3://oja-photos" })).toThrow(
      /S3_ACCESS_KEY_ID is required with STORAGE_URL/,
    );
    expect(() => readConfig({ STORAGE_URL: "https://oja-photos", ...keys })).toThrow(
      /STORAGE_URL must be s3:/,
    );
    expect(() => readConfig({ S3_ENDPOINT: "ftp://x", ...keys })).toThrow(/S3_ENDPOINT/);
  });
});
