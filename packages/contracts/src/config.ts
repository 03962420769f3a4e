import { z } from "zod";
import { defaultUnpaidOrderHours } from "./orders.ts";

// Every environment variable Oja reads, validated once at start. The API and the web server both
// read their settings through here, so a bad value stops the process with the variable's name.

const unsetWhenBlank = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetWhenBlank, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(unsetWhenBlank, schema.default(fallback as never));

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL");
const redisUrl = z.string().regex(/^rediss?:\/\/\S+$/, "must be a redis:// or rediss:// URL");
const httpUrl = z.string().regex(/^https?:\/\/[^\s/]+\S*$/, "must be an http:// or https:// URL");

/** Outside production the web app and tests may use this key without configuring any. */
export const developmentAppKey = "oja-dev-key";

/**
 * The shop's own mode: production requires real secrets and makes cookies Secure. It is not NODE_ENV,
 * which tools and libraries read for their own purposes (React picks its production build by it, and
 * the one Oja process always serves the production build of the pages). Where OJA_MODE is unset, a
 * NODE_ENV of production still means production, so a deployment that set only NODE_ENV keeps its
 * guards (decision 026).
 */
function modeOf(env: Record<string, unknown>): unknown {
  return unsetWhenBlank(env.OJA_MODE) ?? (env.NODE_ENV === "production" ? "production" : "development");
}

/** A proxy checking every few seconds sees a stopping process within 10; a developer waits 1. */
function drainSecondsOf(env: { OJA_MODE: string; SHUTDOWN_DRAIN_SECONDS?: number | undefined }): number {
  return env.SHUTDOWN_DRAIN_SECONDS ?? (env.OJA_MODE === "production" ? 10 : 1);
}

export const configSchema = z
  .object({
    OJA_MODE: z.enum(["development", "production"], "must be development or production"),
    HOST: withDefault(z.string(), "0.0.0.0"),
    PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
    /** Proxies whose X-Forwarded-For is believed (addresses or CIDRs); loopback is the page server itself. */
    TRUST_PROXY: withDefault(
      z.string().regex(/^[\w.:/,\s]+$/, "must be a comma-separated list of addresses"),
      "127.0.0.1,::1",
    ),
    PUBLIC_URL: optional(httpUrl),
    /** Production only: let an http:// PUBLIC_URL pass, for a proxy in front that terminates TLS. */
    ALLOW_HTTP_PUBLIC_URL: withDefault(z.enum(["true", "false"]), "false"),
    DATA_DIR: withDefault(z.string(), "./data"),
    DATABASE_URL: optional(postgresUrl),
    REDIS_URL: optional(redisUrl),
    APP_KEYS: optional(
      z
        .string()
        .transform((list) =>
          list
            .split(",")
            .map((key) => key.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().min(8, "each key needs at least 8 characters")).min(1)),
    ),
    JWT_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")),
    MAIL_OUTBOX_DIR: optional(z.string()),
    MAIL_FROM: withDefault(z.string(), "Oja Leather House <hello@ojaleather.ng>"),
    PAYSTACK_SECRET_KEY: optional(
      z.string().regex(/^sk_(test|live)_\w+$/, "must look like sk_test_… or sk_live_…"),
    ),
    PAYSTACK_BASE_URL: withDefault(httpUrl, "https://api.paystack.co"),
    /** How long a call to Paystack may take before the shopper is told it is unavailable. */
    PAYSTACK_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(60_000), 10_000),
    /** Production only: "on" lets the built-in test payment page take payments (docs/architecture.md §1). */
    PAYMENTS_SANDBOX: withDefault(z.enum(["on", "off"]), "off"),
    /** Hours after which an unpaid order is cancelled and its stock returned (docs/architecture.md §5). */
    UNPAID_ORDER_HOURS: withDefault(
      z.coerce
        .number()
        .min(0.01)
        .max(24 * 30),
      defaultUnpaidOrderHours,
    ),
    /**
     * The shop owner's account, made (or made ADMIN) at start when both are set: for the embedded
     * database, which no second process may open to run `npm run admin:create` (docs/architecture.md §8).
     */
    OJA_ADMIN_EMAIL: optional(z.email("must be an e-mail address")),
    OJA_ADMIN_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
    /** Where photos live: unset, the database; `s3://bucket[/prefix]`, S3-compatible storage (decision 038). */
    STORAGE_URL: optional(
      z
        .string()
        .regex(
          /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w./-]*)?$/,
          "must be s3://bucket or s3://bucket/prefix",
        ),
    ),
    S3_ENDPOINT: optional(httpUrl),
    S3_REGION: withDefault(
      z.string().regex(/^[a-z0-9-]+$/, "must be a region name such as eu-west-1"),
      "us-east-1",
    ),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    /** Whether the first start on an empty database adds the demo products, their reviews and promo codes. */
    DEMO_PRODUCTS: withDefault(z.enum(["on", "off"], "must be on or off"), "on"),
    LOG_LEVEL: withDefault(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
    /**
     * After SIGTERM, how long the process keeps serving while /ready answers 503, so the proxy's health
     * check sees it and sends no more (docs/decisions/039). Default: 10 in production, 1 otherwise.
     */
    SHUTDOWN_DRAIN_SECONDS: optional(z.coerce.number().min(0).max(300)),
    /** The whole stop, drain included, may take this long; past it the process logs and exits 1. */
    SHUTDOWN_TIMEOUT_SECONDS: withDefault(z.coerce.number().min(1).max(600), 30),
    /** The bearer token a scraper sends to read `GET /metrics`; unset, there is no /metrics (decision 040). */
    METRICS_TOKEN: optional(
      z
        .string()
        .min(24, "must be at least 24 characters")
        .regex(/^[\x21-\x7e]+$/, "must be printable, without spaces"),
    ),
  })
  .superRefine((env, context) => {
    if (drainSecondsOf(env) >= env.SHUTDOWN_TIMEOUT_SECONDS) {
      context.addIssue({
        code: "custom",
        path: ["SHUTDOWN_TIMEOUT_SECONDS"],
        message: "must be longer than SHUTDOWN_DRAIN_SECONDS",
      });
    }
    if (env.STORAGE_URL) {
      for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name])
          context.addIssue({ code: "custom", path: [name], message: "is required with STORAGE_URL" });
      }
    }
    if (env.OJA_MODE !== "production") return;
    if (!env.APP_KEYS) {
      context.addIssue({ code: "custom", path: ["APP_KEYS"], message: "is required in production" });
    }
    if (!env.JWT_SECRET) {
      context.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required in production" });
    }
    // Session cookies are Secure in production: over plain http a browser would drop them.
    if (!env.PUBLIC_URL?.startsWith("https://") && env.ALLOW_HTTP_PUBLIC_URL !== "true") {
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message:
          "must be an https:// address in production (set ALLOW_HTTP_PUBLIC_URL=true behind a proxy that terminates TLS)",
      });
    }
  })
  .transform((env) => ({
    ...env,
    ALLOW_HTTP_PUBLIC_URL: env.ALLOW_HTTP_PUBLIC_URL === "true",
    /** Session cookies carry Secure in production, and wherever the shop is served over https. */
    SECURE_COOKIES: env.OJA_MODE === "production" || (env.PUBLIC_URL ?? "").startsWith("https://"),
    APP_KEYS: env.APP_KEYS ?? [developmentAppKey],
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    MAIL_OUTBOX_DIR: env.MAIL_OUTBOX_DIR ?? `${env.DATA_DIR.replace(/\/+$/, "")}/mail`,
    PAYSTACK_BASE_URL: env.PAYSTACK_BASE_URL.replace(/\/+$/, ""),
    SHUTDOWN_DRAIN_SECONDS: drainSecondsOf(env),
    S3_ENDPOINT: (env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION}.amazonaws.com`).replace(/\/+$/, ""),
    /**
     * Which provider takes payments: Paystack with a secret key; otherwise the sandbox, except in
     * production where it must be turned on; otherwise none (payments answer 503).
     */
    PAYMENT_PROVIDER: env.PAYSTACK_SECRET_KEY
      ? ("paystack" as const)
      : env.OJA_MODE !== "production" || env.PAYMENTS_SANDBOX === "on"
        ? ("sandbox" as const)
        : null,
  }));

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment; throws a ConfigError naming every bad variable. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse({ ...env, OJA_MODE: modeOf(env) });
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
}
