import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import fastifyStatic from '@fastify/static';
import { configureZodMessages } from '@ownless/shared';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  LogController,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { noApiRoute } from './lib/errors';
import { MAX_UPLOAD_BYTES } from './lib/images';
import { loggerOptions, redactText } from './lib/log-redaction';
import { createStorage } from './lib/create-storage';
import type { FileStorage } from './lib/storage';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { ownersRoutes } from './modules/owners/owners.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { reservationsRoutes } from './modules/reservations/reservations.routes';
import { contentRoutes } from './modules/content/content.routes';
import { listingsOwnerRoutes } from './modules/listings/listings.owner.routes';
import { ownerCalendarRoutes } from './modules/listings/owner-calendar.routes';
import { isMailboxPage, mailboxOpenTo, mailboxRoutes } from './modules/mail/mailbox.routes';
import { payoutsRoutes } from './modules/payments/payouts.routes';
import { placesRoutes } from './modules/places/places.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { sellersRoutes } from './modules/sellers/sellers.routes';
import { operatorRoutes } from './modules/operator/operator.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import {
  calendarExportRoutes,
  calendarNotFound,
  calendarRoutes,
} from './modules/listings/calendar/calendar.routes';
import { conditionReportsRoutes } from './modules/condition-reports/condition-reports.routes';
import { claimsRoutes } from './modules/claims/claims.routes';
import { registerMaintenance } from './modules/operator/maintenance';
import { usersRoutes } from './modules/users/users.routes';
import { healthRoutes } from './modules/health/health.routes';
import { holdApiWhileStarting, readiness, type StartStep } from './modules/health/readiness';
import { listingsRoutes } from './modules/listings/listings.routes';
import { registerApiDocs } from './plugins/api-docs';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler, routerRefusal } from './plugins/error-handler';
import { registerSafeReadRetry } from './plugins/safe-read-retry';
import { seoRoutes } from './modules/seo/seo.routes';
import {
  firstPaintPages,
  linkedLocale,
  pageLocale,
  withCanonicalInLanguage,
  withPageMeta,
} from './modules/seo/seo.html';
import { registerMetrics } from './plugins/metrics';
import { registerSecurity } from './plugins/security';
import { registerUploads } from './plugins/uploads';
import { queueUntilFirstConnection, watchRedis } from './realtime/redis-status';
import { attachRealtime } from './realtime/socket';
import type { PaymentProvider } from './modules/payments/provider';
import { defaultWebDist } from './paths';
import { createServices } from './services';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where uploads live; by default the one `config.storage` names. The app closes it. */
  storage?: FileStorage;
  /** Directory of the built SPA; served with a history fallback when it exists. */
  webDist?: string | null;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  payments?: PaymentProvider;
  /** Sees every route as it is added (tests read the route table through it). */
  onRoute?: (route: RouteOptions) => void;
  /** The reservations' clock (tests move it). */
  now?: () => Date;
  /**
   * Start-up steps still to run when the app is built: `server.ts` listens before it
   * migrates, so liveness answers; the app is not ready, and serves no API, until it calls
   * `app.readiness.done(step)`. None by default (the database is migrated).
   */
  starting?: StartStep[];
  /** Awaited before the search index loads (tests hold an instance in its loading state). */
  beforeIndexLoad?: () => Promise<void>;
}

configureZodMessages();

/** Builds the whole application without listening: `server.ts` listens, tests `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const storage = options.storage ?? (await createStorage(config));
  const webDist = options.webDist === undefined ? defaultWebDist : options.webDist;
  const indexPath = webDist ? path.join(webDist, 'index.html') : null;
  const indexHtml =
    indexPath && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;

  const app = Fastify({
    logger:
      config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, options.logStream),
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
    // One log line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Some API paths are written with a trailing slash (POST /listing/{id}/deactivate/);
    // with or without it, both reach the route.
    routerOptions: { ignoreTrailingSlash: true },
    // A path the router refuses (too long a parameter, bad encoding) is said in the reader's
    // language; a private calendar link's is its bare 404 (decision 0028).
    frameworkErrors: (error, request, reply) =>
      request.raw.url?.startsWith('/ical/')
        ? calendarNotFound(reply)
        : routerRefusal(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSafeReadRetry(app);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close?.());
  app.decorate(
    'services',
    createServices({
      config,
      database,
      storage,
      log: app.log,
      payments: options.payments,
      now: options.now,
      beforeIndexLoad: options.beforeIndexLoad,
    }),
  );
  app.decorate(
    'readiness',
    readiness({
      starting: options.starting ?? [],
      ping: () => database.ping(),
      indexLoading: () => app.services.listings.indexLoading(),
    }),
  );
  holdApiWhileStarting(app, app.readiness);
  app.decorateRequest('userId', null);
  // Mail being delivered finishes before the database it records the outcome in closes.
  app.addHook('onClose', async () => app.services.mail.settled());
  // The search index loads in the background once the app is ready and migrated (SQL
  // answers meanwhile; readiness waits for it).
  app.addHook('onReady', async () => {
    void app.readiness.after('migrations').then(() => app.services.listings.warmIndex());
  });
  app.addHook('onClose', async () => app.services.listings.close());

  // The id a support request quotes, on every answer but a fingerprinted file served: its log
  // line has it, and it is 50 bytes less on each of a first visit's scripts. A
  // missing or failed asset keeps it. Scripts also go with JavaScript's shorter type.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 && req.url.startsWith('/assets/')) {
      reply.removeHeader('x-request-id');
      // JavaScript's registered type (RFC 9239), 8 bytes shorter than application/javascript.
      if (/\.js(\?|$)/.test(req.url))
        reply.header('content-type', 'text/javascript; charset=utf-8');
    }
    return payload;
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        url: req.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  // A signed-in answer, an answer that hands out a token (login, 2FA, sign-up: every API write)
  // and one to a URL carrying a secret are never kept by a browser or a shared cache.
  // Anonymous reads keep the caching their routes chose.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      req.url.startsWith('/api/') &&
      (req.userId !== null ||
        (req.method !== 'GET' && req.method !== 'HEAD') ||
        redactText(req.url) !== req.url)
    ) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // External plugins first, then the app's own, then routes (fastify/demo order).
  const security = registerSecurity(app, config, indexHtml);
  await app.register(compress, { global: true, threshold: 1024 });
  // With REDIS_URL the limits are shared by every instance; a Redis outage lets requests
  // through at once (docs/decisions/0020-outages.md): no command waits for a reconnection,
  // and one Redis leaves unanswered gives up after a second.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
        commandTimeout: 1_000,
        enableOfflineQueue: true,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    watchRedis(app, 'rate-limit', redis);
    queueUntilFirstConnection(redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'ownless-rate-limit:', skipOnError: true } : {}),
    // Tests that do not exercise limits turn them off; the routes keep their settings.
    allowList: () => !config.rateLimitEnabled,
    errorResponseBuilder: (req, context) => ({
      statusCode: 429,
      message: req.say(
        /*i18n*/ {
          id: '{seconds, plural, one {Too many attempts. Please wait # second and try again.} other {Too many attempts. Please wait # seconds and try again.}}',
          values: { seconds: Math.ceil(context.ttl / 1000) },
        },
      ),
    }),
  });

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 12, fields: 20, parts: 40 },
    throwFileSizeLimit: true,
  });
  registerAuth(app);
  registerMaintenance(app);
  attachRealtime(app);
  registerMetrics(app);
  // Before the routes: the OpenAPI document is collected from them as they are added.
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(privacyRoutes);
      // The development mailbox exists only while mail is not sent (see config.devMailbox).
      if (config.devMailbox) await api.register(mailboxRoutes);
      await api.register(contentRoutes);
      await api.register(listingsRoutes);
      await api.register(listingsOwnerRoutes);
      await api.register(calendarRoutes);
      await api.register(ownerCalendarRoutes);
      await api.register(sellersRoutes);
      await api.register(operatorRoutes);
      await api.register(payoutsRoutes);
      await api.register(placesRoutes);
      await api.register(cartRoutes);
      await api.register(reservationsRoutes);
      await api.register(favouritesRoutes);
      await api.register(ownersRoutes);
      await api.register(reviewsRoutes);
      await api.register(chatRoutes);
      await api.register(reportsRoutes);
      await api.register(conditionReportsRoutes);
      await api.register(claimsRoutes);
      api.setNotFoundHandler((req, reply) =>
        reply.status(404).send({ message: req.say(noApiRoute(req)) }),
      );
    },
    { prefix: '/api' },
  );

  await registerUploads(app, config, storage);
  // Private calendar files other calendars subscribe to (decision 0028).
  await app.register(calendarExportRoutes, { prefix: '/ical' });

  if (indexHtml && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // Wildcard, so assets of a rebuild are served without a restart; misses fall through
      // to the history fallback below.
      wildcard: true,
      // Source maps stay on the server's disk (vite.config.ts writes them hidden), and so does
      // the build manifest (.vite/manifest.json): both name sources.
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/.vite/'),
      // Brotli and gzip copies written at build time (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // Fingerprinted files never change, so nothing revalidates or resumes them; the rest
      // (icons, the web manifest) are small. No ETag, Last-Modified or Accept-Ranges: 100
      // bytes less on each of a first visit's scripts.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so it can be cached for good.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  // History fallback: any other GET that wants HTML gets the SPA, which shows its own 404.
  // The page is re-read when a rebuild replaces it, so a running server never serves a
  // page that points at deleted assets.
  // Each path gets its own first paint (firstPaintPages), made when the file is read.
  let servedHtml = indexHtml;
  let servedPages = indexHtml ? firstPaintPages(indexHtml) : null;
  let servedMtime = indexPath && indexHtml ? fs.statSync(indexPath).mtimeMs : 0;
  const currentPages = () => {
    if (!indexPath || !servedPages) return null;
    try {
      const mtime = fs.statSync(indexPath).mtimeMs;
      if (mtime !== servedMtime) {
        servedHtml = fs.readFileSync(indexPath, 'utf8');
        servedPages = firstPaintPages(servedHtml);
        servedMtime = mtime;
      }
    } catch {
      // A rebuild in progress: keep serving the last page.
    }
    return servedPages;
  };
  const sendIndex = (reply: FastifyReply, html: string) => {
    const policy = servedHtml ? security.policyFor(servedHtml) : undefined;
    if (policy) reply.header('content-security-policy', policy);
    // The page's language follows Accept-Language (pageLocale).
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .send(html);
  };
  if (indexHtml)
    app.get('/', (req, reply) => {
      const locale = pageLocale(req.url, req.headers['accept-language']);
      const html = currentPages()!.forPath('/', undefined, locale);
      return sendIndex(reply, app.services.seo.inLanguage(html, locale, { pathname: '/' }));
    });
  await app.register(seoRoutes);
  app.setNotFoundHandler(async (req, reply) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const isFile =
      req.url.startsWith('/uploads/') ||
      req.url.startsWith('/api/') ||
      req.url.startsWith('/assets/');
    // The mailbox page is not the SPA's business unless the mailbox would answer this client.
    const hidden = isMailboxPage(req.url) && !mailboxOpenTo(req);
    const pathname = req.url.split('?')[0]!;
    const pages = wantsHtml && !isFile && !hidden ? currentPages() : null;
    if (pages) {
      const locale = pageLocale(req.url, req.headers['accept-language']);
      // A listing, an owner or an article: its own head for crawlers and link previews, and a
      // real 404 status when it does not exist (the app still renders its not-found page).
      let page = null;
      try {
        page = await app.services.seo.pageFor(decodeURI(pathname), locale);
      } catch (error) {
        req.log.warn({ err: error }, 'page meta unavailable; serving the generic page');
      }
      // While the API is closed for maintenance, the page does not answer for it, nor paints
      // what the app will not show.
      if (
        page?.meta.embedded &&
        (await app.services.operator.maintenanceActive().catch(() => true))
      )
        page = { ...page, meta: { ...page.meta, embedded: undefined, firstPaint: undefined } };
      const painted = pages.forPath(pathname, page?.meta.firstPaint, locale);
      const html = app.services.seo.inLanguage(painted, locale, { pathname, meta: page?.meta });
      if (page) {
        const linked = linkedLocale(req.url);
        const withMeta = withPageMeta(html, page.meta);
        const sent = linked ? withCanonicalInLanguage(withMeta, linked) : withMeta;
        return sendIndex(reply.status(page.status), sent);
      }
      return sendIndex(reply, html);
    }
    if (req.url.startsWith('/api/')) {
      return reply.status(404).send({ message: req.say(noApiRoute(req)) });
    }
    return reply.status(404).send({ message: req.say(/*i18n*/ 'Not found.') });
  });

  return app;
}
