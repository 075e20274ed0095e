import crypto from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
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

/** A CSP's directives: kebab-case names, each with its sources (none for a bare keyword). */
type Directives = Record<string, string[] | null>;

/**
 * The Content-Security-Policy header these directives make, written as Helmet writes it
 * (`name source source;name …`, a directive set to null left out), so that a page's policy
 * reads like the one every other answer carries.
 */
export function policyHeader(directives: Directives): string {
  return Object.entries(directives)
    .flatMap(([name, sources]) => (sources ? [[name, ...sources].join(' ')] : []))
    .join(';');
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
  const directivesFor = (html: string | null): Directives => ({
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': [
      "'self'",
      ...(html ? inlineScriptHashes(html) : []),
      ...google,
      ...stripeScripts,
    ],
    'frame-src': ["'self'", ...stripeFrames],
    // The page's own throwaway worker that loads ICU's data (index.html): a file of
    // this origin's, so no blob: (a blob's worker would run whatever a script put in it).
    'worker-src': ["'self'"],
    // Leaflet and React set inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'", ...google],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...imageHost, ...google],
    'font-src': ["'self'", 'data:', ...google],
    // 'self' covers this origin's ws(s): too; a bare ws:/wss: would let a script talk to any host.
    'connect-src': ["'self'", ...google, ...stripeApi],
    'upgrade-insecure-requests':
      config.env === 'production' && config.appUrl.startsWith('https') ? [] : null,
  });
  // Registered here, loaded by the next awaited register: its hooks run in this place.
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: directivesFor(indexHtml) },
    // Images are shown on the same site only; the API is same-origin.
    crossOriginEmbedderPolicy: false,
    hsts: config.appUrl.startsWith('https'),
  });
  // The build's fingerprinted scripts and styles need only what guards a subresource; the
  // policy, framing and referrer headers act on documents. Each script of a first visit
  // carried 0.8 KB of them (the budget is ≤ 120 KB of JavaScript transferred).
  app.addHook('onSend', (req, reply, payload, done) => {
    if (
      req.url.startsWith('/assets/') &&
      !String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      for (const name of DOCUMENT_HEADERS) reply.removeHeader(name);
    }
    done(null, payload);
  });
  // A page rebuilt under a running server brings inline scripts of its own (the build's
  // loader names its fingerprinted files): its policy allows those, not the first build's.
  let policed = indexHtml;
  let policy = policyHeader(directivesFor(indexHtml));
  return {
    /** The Content-Security-Policy for a page served from this index.html. */
    policyFor(html: string): string | undefined {
      if (html !== policed) {
        policed = html;
        policy = policyHeader(directivesFor(html));
      }
      return policy;
    },
  };
}

/**
 * Helmet's headers that act on documents only. A script, a style sheet or a font keeps the
 * others: `x-content-type-options`, `cross-origin-resource-policy` and
 * `strict-transport-security`.
 */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
