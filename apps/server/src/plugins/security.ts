import crypto from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** sha256 sources for the inline scripts of the built index.html (the theme bootstrap). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url.replace(/\{[a-z]\}/g, 'a'));
    return parsed.origin.replace('://a.', '://*.');
  } catch {
    return null;
  }
}

/**
 * The headers a Helmet middleware sets. They depend only on its options, so they are worked
 * out once at start-up (the Fastify plugin rebuilds Helmet for every request, a measurable
 * share of a cached API response).
 */
export function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurity(app: FastifyInstance, config: Config, indexHtml: string | null) {
  const tiles = originOf(config.mapTileUrl);
  const google = config.googleMapsApiKey
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com']
    : [];
  // Stripe.js and the Card Element's iframes, only when Stripe takes the payments.
  const stripe = config.payments.provider === 'stripe';
  // Stripe's list for Stripe.js, 3-D Secure challenges (handleNextAction) included.
  const stripeScripts = stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = stripe
    ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
    : [];
  const stripeApi = stripe ? ['https://api.stripe.com'] : [];
  // Images linked straight from a public bucket or CDN (S3_PUBLIC_URL).
  const imageHost =
    config.storage.kind === 's3' && config.storage.publicUrl
      ? [new URL(config.storage.publicUrl).origin]
      : [];
  const headersFor = (html: string | null) =>
    helmetHeaders(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            scriptSrc: [
              "'self'",
              ...(html ? inlineScriptHashes(html) : []),
              ...google,
              ...stripeScripts,
            ],
            frameSrc: ["'self'", ...stripeFrames],
            // The page's own throwaway worker that loads ICU's data (index.html): a file of
            // this origin's, so no blob: (a blob's worker would run whatever a script put in it).
            workerSrc: ["'self'"],
            // Leaflet and React set inline style attributes.
            styleSrc: ["'self'", "'unsafe-inline'", ...google],
            imgSrc: [
              "'self'",
              'data:',
              'blob:',
              ...(tiles ? [tiles] : []),
              ...imageHost,
              ...google,
            ],
            fontSrc: ["'self'", 'data:', ...google],
            // 'self' covers this origin's ws(s): too; a bare ws:/wss: would let a script talk to any host.
            connectSrc: ["'self'", ...google, ...stripeApi],
            upgradeInsecureRequests:
              config.env === 'production' && config.appUrl.startsWith('https') ? [] : null,
          },
        },
        // Images are shown on the same site only; the API is same-origin.
        crossOriginEmbedderPolicy: false,
        hsts: config.appUrl.startsWith('https'),
      }),
    );
  const headers = headersFor(indexHtml);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  // The build's fingerprinted scripts and styles need only what guards a subresource; the
  // policy, framing and referrer headers act on documents. Each script of a first visit
  // carried 0.8 KB of them (the budget is ≤ 120 KB of JavaScript transferred).
  const documentOnly = Object.keys(headers).filter((name) => !SUBRESOURCE_HEADERS.has(name));
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      req.url.startsWith('/assets/') &&
      !String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      for (const name of documentOnly) reply.removeHeader(name);
    }
    done(null, payload);
  });
  // A page rebuilt under a running server brings inline scripts of its own (the build's
  // loader names its fingerprinted files): its policy allows those, not the first build's.
  let policed = indexHtml;
  let policy = headers['content-security-policy'];
  return {
    /** The Content-Security-Policy for a page served from this index.html. */
    policyFor(html: string): string | undefined {
      if (html !== policed) {
        policed = html;
        policy = headersFor(html)['content-security-policy'];
      }
      return policy;
    },
  };
}

/** Helmet's headers that still matter on a script, a style sheet or a font. */
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);
