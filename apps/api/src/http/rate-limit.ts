import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { Problem } from "./problem.ts";

// Limits on the calls people abuse (sign-in, sign-up, OTPs, contact, newsletter, back-in-stock alerts). Counted in this
// process's memory, or in Redis when REDIS_URL is set so that every API process shares the count.
// A route opts in with `config: { rateLimit: limits.x }`.

export const limits = {
  signIn: { max: 10, timeWindow: "1 minute" },
  register: { max: 5, timeWindow: "1 minute" },
  // The sign-up form checks the address when the field is left, so a person may ask a few times.
  checkEmail: { max: 20, timeWindow: "1 minute" },
  otpSend: { max: 5, timeWindow: "10 minutes" },
  otpVerify: { max: 10, timeWindow: "10 minutes" },
  contact: { max: 5, timeWindow: "10 minutes" },
  newsletter: { max: 5, timeWindow: "10 minutes" },
  // A shopper may ask for a few sizes and colours of a product in one visit.
  stockAlert: { max: 10, timeWindow: "10 minutes" },
} as const;

export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "oja-rate-limit:" } : {}),
    errorResponseBuilder: (_request, context) =>
      new Problem(429, `Too many attempts. Please wait ${context.after} and try again.`),
  });
}
