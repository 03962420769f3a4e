import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { apiBasePath } from "@oja/contracts/http";
import { appVersion } from "@oja/contracts/shop";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { openRedis } from "./db/redis.ts";
import { accessTokenKey } from "./domains/accounts/access-tokens.ts";
import { accountsRoutes } from "./domains/accounts/accounts.routes.ts";
import type { PageMemo } from "./domains/accounts/page-memos.ts";
import { createUserGuard } from "./domains/accounts/user-guard.ts";
import { addressesRoutes } from "./domains/addresses/addresses.routes.ts";
import { adminRoutes } from "./domains/admin/admin.routes.ts";
import { cartRoutes } from "./domains/cart/cart.routes.ts";
import type { KeptCarts } from "./domains/cart/cart.service.ts";
import { catalogRoutes } from "./domains/catalog/catalog.routes.ts";
import { type CatalogChanged, createCatalogCache } from "./domains/catalog/catalog-cache.ts";
import { sizeGuideRoutes } from "./domains/catalog/size-guides.routes.ts";
import { contentRoutes } from "./domains/content/content.routes.ts";
import { healthRoutes } from "./domains/health/health.routes.ts";
import type { Readiness } from "./domains/health/readiness.ts";
import { oldestQueuedSeconds } from "./domains/mail/mail.service.ts";
import { type MailSender, startMailSender } from "./domains/mail/mail-sender.ts";
import { type MailTransport, mailTransportFor } from "./domains/mail/mail-transport.ts";
import type { OrderSettings } from "./domains/orders/order-rows.ts";
import { ordersRoutes } from "./domains/orders/orders.routes.ts";
import { photosInUse } from "./domains/orders/photos-in-use.ts";
import { startUnpaidOrderSweeper, type UnpaidOrderSweeper } from "./domains/orders/unpaid-order-sweeper.ts";
import { paymentsOfOrders } from "./domains/payments/order-payments.ts";
import { type PaymentReconciler, startPaymentReconciler } from "./domains/payments/payment-reconciler.ts";
import { paymentsRoutes } from "./domains/payments/payments.routes.ts";
import { type PaymentsContext, settleFromWebhook } from "./domains/payments/payments.service.ts";
import { paystackProvider } from "./domains/payments/paystack-provider.ts";
import { sandboxOffRoutes, sandboxRoutes } from "./domains/payments/sandbox.routes.ts";
import { sandboxProvider } from "./domains/payments/sandbox-provider.ts";
import type { PhotoStore } from "./domains/photos/photo-store.ts";
import { photoGraceMs, startPhotoSweeper } from "./domains/photos/photo-sweeper.ts";
import { photoRoutes } from "./domains/photos/photos.routes.ts";
import { photoStoreFor } from "./domains/photos/photos.service.ts";
import { receiptsRoutes } from "./domains/receipts/receipts.routes.ts";
import { reportsRoutes } from "./domains/reports/reports.routes.ts";
import { reviewsRoutes } from "./domains/reviews/reviews.routes.ts";
import type { KeptReviews } from "./domains/reviews/reviews.service.ts";
import { settingsRoutes } from "./domains/settings/settings.routes.ts";
import { shellRoutes } from "./domains/shell/shell.routes.ts";
import { stockAlertsRoutes } from "./domains/stock-alerts/stock-alerts.routes.ts";
import { wishlistRoutes } from "./domains/wishlist/wishlist.routes.ts";
import type { KeptWishlists } from "./domains/wishlist/wishlist.service.ts";
import { requireAppKey } from "./http/app-key.ts";
import { refuseControlCharacters } from "./http/control-characters.ts";
import { sendError } from "./http/error-handler.ts";
import { readJsonBodies } from "./http/json-body.ts";
import { answerRouterError, connectionErrorAnswerer } from "./http/malformed-requests.ts";
import { documentComponents, documentRoute, strictQueryStrings } from "./http/openapi.ts";
import { notFound } from "./http/problem.ts";
import { registerRateLimits } from "./http/rate-limit.ts";
import { documentationPolicy, everyAnswerHeaders, pageSecurityHeaders } from "./http/security-headers.ts";
import { createShopperAnswers } from "./http/shopper-answers.ts";
import type { RepeatingJob } from "./jobs/repeating-job.ts";
import { metricsRoute } from "./metrics/metrics-route.ts";
import { countRequests } from "./metrics/request-metrics.ts";
import { openShopLog, requestIdHeader } from "./shop-log.ts";

export interface AppOptions {
  config: ApiConfig;
  database: DatabaseHandle;
  /** The process's log (shop-log.ts), at LOG_LEVEL unless given; false writes nothing. */
  logger?: FastifyBaseLogger | false;
  /** Tests catch e-mails in memory; otherwise SMTP or .eml files by configuration. */
  mailTransport?: MailTransport;
  /** Whether the mail sender also polls for retries (off in tests, which flush by hand). */
  pollMail?: boolean;
  /** Whether unpaid orders are swept on a timer (off in tests, which sweep by hand). */
  sweepUnpaidOrders?: boolean;
  /** Whether pending payments are re-verified on a timer (off in tests, which reconcile by hand). */
  reconcilePayments?: boolean;
  /** Whether unused photos are swept on a timer (off in tests, which sweep by hand). */
  sweepPhotos?: boolean;
  /** Where the catalog cache keeps its answers in Redis (tests keep each database's apart). */
  catalogCacheNamespace?: string;
  /** Where the sessions' versions and news live in Redis (decision 043; tests keep each database's apart). */
  sessionsNamespace?: string;
  /** Where the shoppers' kept answers' versions live in Redis (decision 047; tests keep each database's apart). */
  shopperAnswersNamespace?: string;
}

export interface App {
  app: FastifyInstance;
  mail: MailSender;
  unpaidOrders: UnpaidOrderSweeper;
  /** The photo store every process serves /uploads/ from, and its sweeper (decision 038). */
  photos: { store: PhotoStore; sweeper: RepeatingJob };
  /** Absent when no payment provider is configured. */
  paymentReconciler: PaymentReconciler | undefined;
  /** For writes made outside the API's calls (tests, scripts) that change what the catalog shows. */
  catalogChanged: CatalogChanged;
  /** The version the kept answers (catalog and settings) are under; a write moves it (web-host.ts). */
  keptAnswersVersion: () => Promise<string>;
  /** server.ts marks the process stopping on SIGTERM: /ready answers 503 from then on (decision 039). */
  readiness: Readiness;
  /** A memo for one page request: its in-process API calls read the shopper once (decision 043). */
  openPageMemo: () => PageMemo;
}

/** The largest body a route reads unless it sets its own `bodyLimit`. */
export const defaultBodyLimit = 16 * 1024;

/** Builds the whole API under /api/v1, ready for `inject` in tests or `listen` in server.ts. */
export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database, logger } = options;
  const answerHeaders = everyAnswerHeaders(config.OJA_MODE === "production");
  const app = Fastify({
    ...(logger === false ? { logger: false } : { loggerInstance: logger ?? openShopLog(config.LOG_LEVEL) }),
    genReqId: () => randomUUID(),
    requestIdHeader,
    // Only named proxies may say who the client is, so rate limits cannot be dodged by a forged header.
    trustProxy: config.TRUST_PROXY,
    // Every body the shop reads is a small form; a route that needs more says so with its own limit.
    bodyLimit: defaultBodyLimit,
    // Answered before any hook runs, so it is given the headers of every answer here.
    frameworkErrors: (error, request, reply) =>
      answerRouterError(error, request, reply.headers(answerHeaders)),
    clientErrorHandler: connectionErrorAnswerer(answerHeaders),
    // A request that reaches a closing process on a kept-alive connection is served, with Connection:
    // close, rather than answered 503: the proxy would pass that 503 on to the shopper (decision 039).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);
  app.addHook("onRoute", strictQueryStrings);
  // The first key is the web app's: its calls are the pages' own (decision 040).
  countRequests(app, config.APP_KEYS[0] ?? "");
  readJsonBodies(app);
  app.setNotFoundHandler((request, reply) =>
    sendError(notFound("There is nothing at this address."), request, reply),
  );
  // On the root, so the photos and the pages (registered on this app later) carry them too.
  const readiness: Readiness = { stopping: false };
  app.addHook("onSend", async (request, reply) => {
    reply.header(requestIdHeader, request.id);
    reply.headers(answerHeaders);
    // While stopping, each answer ends its connection, so the proxy keeps none idle that the process
    // could close under a request it is sending (decision 039).
    if (readiness.stopping) reply.header("connection", "close");
  });

  const redis = config.REDIS_URL
    ? openRedis(config.REDIS_URL, (error) => app.log.warn({ err: error }, "Redis is unreachable"))
    : undefined;
  const mail = startMailSender(
    database,
    options.mailTransport ?? mailTransportFor(config),
    config.MAIL_FROM,
    app.log,
    { poll: options.pollMail ?? true },
  );
  // The catalog's answers and the settings' are kept under one version: prices show the settings' discount
  // and VAT, so a write to either drops both, and the kept pages with them (decision 027).
  const { answers: keptAnswers, catalogChanged } = createCatalogCache(
    redis,
    app.log,
    options.catalogCacheNamespace,
  );
  const orderSettings: OrderSettings = {
    publicUrl: config.PUBLIC_URL,
    unpaidOrderHours: config.UNPAID_ORDER_HOURS,
    catalogChanged,
    // Payments sit above orders (decision 024): orders reach them only through what is passed in here.
    payments: paymentsOfOrders,
  };
  const unpaidOrders = startUnpaidOrderSweeper(database.db, orderSettings, app.log, {
    timer: options.sweepUnpaidOrders ?? true,
    onCancelled: () => mail.nudge(),
  });
  const photoStore = photoStoreFor(config, database.db);
  const photoSweeper = startPhotoSweeper(
    database.db,
    photoStore,
    // Product photos only: the hero's pictures are the pages' own, drawn at start (demo-images.ts).
    { folder: "products/", inUse: () => photosInUse(database.db), graceMs: photoGraceMs },
    app.log,
    { timer: options.sweepPhotos ?? true },
  );
  const sandbox =
    config.PAYMENT_PROVIDER === "sandbox" ? sandboxProvider(database.db, config.PUBLIC_URL) : undefined;
  const provider = config.PAYSTACK_SECRET_KEY
    ? paystackProvider({
        secretKey: config.PAYSTACK_SECRET_KEY,
        baseUrl: config.PAYSTACK_BASE_URL,
        timeoutMs: config.PAYSTACK_TIMEOUT_MS,
      })
    : sandbox;
  const payments: PaymentsContext | null = provider
    ? { provider, orders: orderSettings, callbackUrl: `${config.PUBLIC_URL}/payment/verification` }
    : null;
  const paymentReconciler = payments
    ? startPaymentReconciler(database.db, payments, app.log, {
        timer: options.reconcilePayments ?? true,
        onSettled: () => mail.nudge(),
      })
    : undefined;
  // The sandbox confirms its refunds as Paystack does, by an event to the shop's webhook handling.
  if (sandbox && payments) {
    sandbox.sendEventsTo(async (event) => {
      try {
        await settleFromWebhook(database.db, event, payments, app.log);
        mail.nudge();
      } catch (error) {
        app.log.warn({ err: error, event }, "a sandbox event could not be settled; the reconciler will");
      }
    });
  }
  app.addHook("onClose", async () => {
    sandbox?.stop();
    await paymentReconciler?.stop();
    await unpaidOrders.stop();
    await photoSweeper.stop();
    await mail.stop();
    redis?.disconnect();
  });

  metricsRoute(app, config.METRICS_TOKEN, {
    database,
    redis,
    oldestQueuedEmailSeconds: () => oldestQueuedSeconds(database.db),
  });
  await app.register(fastifyCookie);
  // Every domain's signed-in routes use this one guard (docs/decisions/005-accounts-sessions-and-the-user-guard.md).
  const accessKey = accessTokenKey(config.JWT_SECRET);
  const guard = createUserGuard(app, {
    db: database.db,
    accessKey,
    redis,
    databaseKind: database.kind,
    redisNamespace: options.sessionsNamespace ?? "oja-sessions:",
  });
  // The shoppers' carts, wishlists and reviews as last read, kept while neither their rows nor the catalog has
  // moved (decision 047).
  const shopperAnswers = (namespace: string) => ({
    redis,
    databaseKind: database.kind,
    catalogVersion: () => keptAnswers.version(),
    namespace: `${options.shopperAnswersNamespace ?? "oja-"}${namespace}:`,
    log: app.log,
  });
  const keptCarts: KeptCarts = createShopperAnswers(shopperAnswers("carts"));
  const keptWishlists: KeptWishlists = createShopperAnswers(shopperAnswers("wishlists"));
  const keptReviews: KeptReviews = createShopperAnswers(shopperAnswers("reviews"));
  await registerRateLimits(app, redis);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Oja API",
        version: appVersion,
        description:
          "The storefront API of Oja. Every call needs the `X-App-Key` header; signed-in calls also " +
          "send `Authorization: Bearer <token>` or the session cookie.",
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          appKey: { type: "apiKey", in: "header", name: "X-App-Key" },
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
      security: [{ appKey: [] }],
    },
    // The document describes the API alone: the pages' catch-all and the uploads, registered on the
    // same app, would appear as paths such as `/{*}` that no OpenAPI validator or client generator takes.
    transform: documentRoute,
    transformObject: documentComponents,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: `${apiBasePath}/docs`,
    // Its validator badge would load an image from, and send our document to, validator.swagger.io.
    uiConfig: { validatorUrl: null },
    staticCSP: documentationPolicy,
    uiHooks: {
      onRequest: async (_request, reply) => {
        reply.headers(pageSecurityHeaders);
      },
    },
  });

  await app.register(
    async (api) => {
      requireAppKey(api, config.APP_KEYS);
      refuseControlCharacters(api);
      api.get("/openapi.json", { config: { withoutAppKey: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes, { database, redis, readiness });
      await api.register(catalogRoutes, { db: database.db, answers: keptAnswers });
      await api.register(sizeGuideRoutes, { db: database.db, answers: keptAnswers });
      await api.register(accountsRoutes, {
        accounts: {
          db: database.db,
          secret: config.JWT_SECRET,
          accessKey,
          publicUrl: config.PUBLIC_URL,
          sessionsChanged: guard.userChanged,
        },
        guard,
        mail,
        cookies: { secure: config.SECURE_COOKIES },
      });
      await api.register(settingsRoutes, { db: database.db, answers: keptAnswers });
      await api.register(contentRoutes, {
        db: database.db,
        mail,
        shopMail: { publicUrl: config.PUBLIC_URL, mailbox: config.MAIL_FROM },
      });
      await api.register(cartRoutes, { db: database.db, guard, carts: keptCarts });
      await api.register(wishlistRoutes, { db: database.db, guard, wishlists: keptWishlists });
      await api.register(shellRoutes, {
        db: database.db,
        guard,
        kept: { carts: keptCarts, wishlists: keptWishlists, reviews: keptReviews },
      });
      await api.register(stockAlertsRoutes, { db: database.db, guard });
      await api.register(addressesRoutes, { db: database.db, guard });
      await api.register(ordersRoutes, { db: database.db, guard, mail, orders: orderSettings });
      await api.register(reviewsRoutes, { db: database.db, guard, catalogChanged, reviews: keptReviews });
      await api.register(paymentsRoutes, { db: database.db, guard, mail, orders: orderSettings, payments });
      await api.register(reportsRoutes, { db: database.db, guard });
      await api.register(receiptsRoutes, { db: database.db, guard });
      await api.register(adminRoutes, {
        db: database.db,
        guard,
        mail,
        catalogChanged,
        orders: orderSettings,
        payments,
        reviews: keptReviews,
        publicUrl: config.PUBLIC_URL,
        photos: photoStore,
      });
      // Unknown API paths answer with the JSON envelope even when the web pages' catch-all is mounted.
      api.all("/*", { config: { withoutAppKey: true }, schema: { hide: true } }, async () => {
        throw notFound("There is no such API call.");
      });
    },
    { prefix: apiBasePath },
  );
  app.all("/api/*", { schema: { hide: true } }, async () => {
    throw notFound("There is no such API call.");
  });
  // Outside the API's prefix and its app key: pages and browsers load the photos as plain files.
  await app.register(photoRoutes, { store: photoStore });
  // The sandbox's page is refused in production unless PAYMENTS_SANDBOX=on (config.ts).
  if (sandbox) await app.register(sandboxRoutes, { db: database.db, sandbox, publicUrl: config.PUBLIC_URL });
  else await app.register(sandboxOffRoutes);

  return {
    app,
    mail,
    unpaidOrders,
    paymentReconciler,
    photos: { store: photoStore, sweeper: photoSweeper },
    catalogChanged,
    keptAnswersVersion: () => keptAnswers.version(),
    readiness,
    openPageMemo: guard.openPageMemo,
  };
}
