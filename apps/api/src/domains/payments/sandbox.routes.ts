import { paymentReferenceSchema, sandboxFormSchema, sandboxRefusedMessage } from "@oja/contracts/payments";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Database } from "../../db/client.ts";
import { pageSecurityHeaders } from "../../http/security-headers.ts";
import { shopName } from "../settings/settings.service.ts";
import { attemptOf } from "./payments.service.ts";
import { sandboxCheckoutPage, sandboxMessagePage, sandboxPagePolicy } from "./sandbox-page.ts";
import type { SandboxProvider } from "./sandbox-provider.ts";

// The sandbox's hosted page (docs/decisions/012-payments-and-settlement.md), outside /api/v1 because a browser opens it: GET shows the
// amount with Pay and Decline; POST records the choice and answers 303 to the shop's verification
// page, as Paystack redirects to the callback URL. Registered only when the sandbox takes payments.

export interface SandboxRoutesOptions {
  db: Database;
  sandbox: SandboxProvider;
  publicUrl: string;
}

export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (
  app,
  { db, sandbox, publicUrl },
) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .headers({ ...pageSecurityHeaders, "content-security-policy": sandboxPagePolicy(publicUrl) })
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(body);
  }

  /** Why the shop cancelled the attempt behind this page, or undefined while it takes payment. */
  async function cancelledAttempt(reference: string): Promise<string | undefined> {
    const attempt = await attemptOf(db, reference);
    return attempt?.status === "CANCELLED"
      ? (attempt.failureReason ?? "The shop cancelled this payment.")
      : undefined;
  }

  const notFoundPage = (reply: FastifyReply) =>
    html(
      reply,
      404,
      sandboxMessagePage("Payment not found", "There is no test payment with this reference."),
    );

  app.get<{ Params: { reference: string } }>("/sandbox/checkout/:reference", async (request, reply) => {
    const reference = paymentReferenceSchema.safeParse(request.params.reference);
    const charge = reference.success ? await sandbox.charge(reference.data) : undefined;
    if (!charge) return notFoundPage(reply);
    const cancelled = charge.outcome === null ? await cancelledAttempt(charge.reference) : undefined;
    if (cancelled) return html(reply, 200, sandboxMessagePage("This payment was cancelled", cancelled));
    return html(reply, 200, sandboxCheckoutPage(await shopName(db), charge));
  });

  app.post<{ Params: { reference: string } }>("/sandbox/checkout/:reference", async (request, reply) => {
    const reference = paymentReferenceSchema.safeParse(request.params.reference);
    if (!reference.success) return notFoundPage(reply);
    const form = sandboxFormSchema.safeParse(request.body);
    if (!form.success) {
      return html(
        reply,
        400,
        sandboxMessagePage("Choose Pay or Decline", 'The form must send outcome "success" or "failure".'),
      );
    }
    // A cancelled attempt takes nothing: its page says so, as Paystack's would refuse a voided charge.
    const cancelled = await cancelledAttempt(reference.data);
    if (cancelled) return html(reply, 409, sandboxMessagePage("This payment was cancelled", cancelled));
    if (!(await sandbox.choose(reference.data, form.data.outcome))) return notFoundPage(reply);
    const query = new URLSearchParams({ trxref: reference.data, reference: reference.data });
    return reply
      .code(303)
      .header("cache-control", "no-store")
      .redirect(`${publicUrl}/payment/verification?${query}`, 303);
  });
};

/** What a browser sees at /sandbox/… where the sandbox does not take payments (production). */
export const sandboxOffRoutes: FastifyPluginAsync = async (app) => {
  app.all("/sandbox/*", async (_request, reply) =>
    reply
      .code(404)
      .headers(pageSecurityHeaders)
      .type("text/html; charset=utf-8")
      .send(sandboxMessagePage("Not available", sandboxRefusedMessage)),
  );
};
