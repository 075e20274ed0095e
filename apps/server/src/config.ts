import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_FEES } from '@ownless/shared/pricing';
import { z } from 'zod';

/**
 * The one place that reads the environment. Everything else receives a `Config`.
 * Start-up fails with a list of every variable that is wrong.
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const percent = z.coerce.number().min(0).max(100);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Loopback only unless told otherwise: a laptop's server is not the whole network's.
    HOST: z.string().default('127.0.0.1'),
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    UPLOAD_DIR: z.string().optional(),
    // Where uploads live: this machine's disk (UPLOAD_DIR), or a bucket every instance shares.
    STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    S3_REGION: z.string().optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      )
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),
    S3_PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .optional(),
    WEB_DIST: z.string().optional(),
    // The settings file loadEnvFile reads before the rest (default .env; none: no file).
    ENV_FILE: z.string().optional(),
    // Unset: demo data on the embedded database only (a laptop's try-out), never on PostgreSQL.
    SEED_DEMO_DATA: bool.optional(),
    ALLOW_DEMO_ACCOUNTS: bool.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: bool.default(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('OwnLess <no-reply@ownless.test>'),
    DEV_MAILBOX: bool.optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_API_HOST: z.string().optional(),
    SELLER_APPROVAL: z.enum(['auto', 'manual']).default('auto'),
    MAINTENANCE_MODE: bool.default(false),
    RENTER_SERVICE_FEE_PERCENT: percent.default(DEFAULT_FEES.renterServiceFeePercent),
    OWNER_COMMISSION_PERCENT: percent.default(DEFAULT_FEES.ownerCommissionPercent),
    CLAIM_WINDOW_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    ICAL_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    ICAL_ALLOW_PRIVATE: bool.default(false),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    RATE_LIMIT_ENABLED: bool.default(true),
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    USER_WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LISTING_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    LISTING_DETAIL_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
    SEARCH_INDEX: z.enum(['on', 'off']).default('on'),
    SEARCH_INDEX_SYNC_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
    SEARCH_INDEX_SNAPSHOT: z.string().min(1).optional(),
    RETENTION_TOKENS_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    RETENTION_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    // Stripe retries an event for up to three days: the journal must outlive that.
    RETENTION_STRIPE_EVENTS_DAYS: z.coerce.number().int().min(7).max(3650).default(90),
    // At least an hour: a search index that has not followed the log for 30 minutes reloads.
    RETENTION_CHANGE_LOG_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'is required when PAYMENT_PROVIDER=stripe',
      });
    }
    if (env.STORAGE === 's3') {
      for (const name of [
        'S3_REGION',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
      }
    }
  });

export type Env = z.input<typeof envSchema>;

/** Every variable the server reads: `.env.example`, the README and docs/deploy.md list each. */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Directory of the embedded database, used only when `databaseUrl` is unset. */
  pgliteDir: string;
  /** Where the disk storage keeps uploads (STORAGE=disk). */
  uploadDir: string;
  storage: StorageConfig;
  /** The built web app to serve; default apps/web/dist. */
  webDist: string | undefined;
  /** Bearer token for GET /metrics; without it only this machine may read them. */
  metricsToken: string | undefined;
  /** How long start-up keeps retrying an unreachable PostgreSQL before giving up (0: once). */
  databaseConnectTimeoutMs: number;
  /** Seed demo accounts and listings into an empty database (default: only the embedded one). */
  seedDemoData: boolean;
  /**
   * A production server that others can reach starts with demo accounts (whose password is
   * published) only when this says a public demo is meant.
   */
  allowDemoAccounts: boolean;
  logLevel: string;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Whether `/dev/mailbox` shows the outbox (password-reset links included). Never once SMTP
   * sends the mail; by default only on a server that listens on loopback and has no proxy in
   * front, i.e. a laptop. Even then it answers loopback clients only (see mailbox.routes).
   */
  devMailbox: boolean;
  redisUrl: string | undefined;
  payments: {
    provider: 'sandbox' | 'stripe';
    stripeSecretKey: string | undefined;
    stripeWebhookSecret: string | undefined;
    stripePublishableKey: string | undefined;
    stripeApiHost: string | undefined;
  };
  sellerApproval: 'auto' | 'manual';
  /** MAINTENANCE_MODE=true: the public API answers 503 whatever the operators' switch says. */
  maintenanceMode: boolean;
  fees: { renterServiceFeePercent: number; ownerCommissionPercent: number };
  /**
   * Damage claims: after an item comes back the owner has `windowHours` to claim part of the
   * deposit, and the renter as long again to answer a claim.
   */
  claims: { windowHours: number };
  /**
   * External calendars (iCal feeds) imported into listings: fetched every `syncMinutes`;
   * feeds on private, loopback or link-local addresses only when `allowPrivate` (tests).
   */
  ical: { syncMinutes: number; allowPrivate: boolean };
  googleMapsApiKey: string | undefined;
  mapTileUrl: string;
  rateLimitEnabled: boolean;
  /** A bearer token unused this long stops working (idle expiry), and any token this old (absolute lifetime). */
  sessions: { idleMs: number; maxAgeMs: number };
  /** Writes (POST, PUT, PATCH, DELETE) one signed-in user may make a minute, on top of the per-route limits. */
  userWriteLimitPerMinute: number;
  /** How long search pages and public listing pages are remembered per instance (0: off). */
  listingCacheSeconds: number;
  /**
   * Public search from the in-memory index (decision 0017), following the database every
   * syncMs, and the file of its snapshot (decision 0021; null: none); off: SQL only.
   */
  searchIndex: { syncMs: number; snapshot: string | null } | 'off';
  /** Memory for cached listing pages (serialised bodies), per instance. */
  listingDetailCacheBytes: number;
  /**
   * How long rows no longer needed are kept before the retention job deletes them: ended
   * auth tokens (from their use or expiry), mail done with (sent, failed or kept), Stripe's
   * processed events, and the listings' change log.
   */
  retention: { tokensMs: number; mailMs: number; stripeEventsMs: number; changeLogMs: number };
}

/**
 * Uploaded and generated images: on this machine's disk (the default, one instance), or in
 * an S3-compatible bucket that several instances share. Either way the app serves them at
 * `/uploads/<key>`; with `publicUrl` new images are linked straight from the bucket instead.
 */
export type StorageConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** Unset: AWS S3 itself. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted servers). */
      forcePathStyle: boolean;
      /** Where the bucket's objects are public (a CDN or the bucket's website), without a trailing slash. */
      publicUrl: string | undefined;
    };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** True for an address that only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * Reads `.env` from the working directory (or the file ENV_FILE names) into the environment
 * when it exists, as Node's `--env-file-if-exists` would: a variable already set in the
 * environment wins over the file. `ENV_FILE=none` reads no file; a file ENV_FILE names must
 * exist. Answers the file read, or null.
 */
export function loadEnvFile(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): string | null {
  const named = env.ENV_FILE;
  if (named === 'none') return null;
  const file = path.resolve(cwd, named || '.env');
  if (!fs.existsSync(file)) {
    if (named) throw new ConfigError([`ENV_FILE: ${file} does not exist`]);
    return null;
  }
  try {
    process.loadEnvFile(file);
  } catch (error) {
    throw new ConfigError([`ENV_FILE: ${file} could not be read (${(error as Error).message})`]);
  }
  return file;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    pgliteDir: path.join(dataDir, 'db'),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION!,
            bucket: env.S3_BUCKET!,
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : { kind: 'disk' },
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    metricsToken: env.METRICS_TOKEN,
    seedDemoData: env.SEED_DEMO_DATA ?? !env.DATABASE_URL,
    allowDemoAccounts: env.ALLOW_DEMO_ACCOUNTS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    devMailbox:
      !env.SMTP_URL && (env.DEV_MAILBOX ?? (isLoopbackHost(env.HOST) && !env.TRUST_PROXY)),
    redisUrl: env.REDIS_URL,
    payments: {
      provider: env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      stripeApiHost: env.STRIPE_API_HOST,
    },
    sellerApproval: env.SELLER_APPROVAL,
    maintenanceMode: env.MAINTENANCE_MODE,
    fees: {
      renterServiceFeePercent: env.RENTER_SERVICE_FEE_PERCENT,
      ownerCommissionPercent: env.OWNER_COMMISSION_PERCENT,
    },
    claims: { windowHours: env.CLAIM_WINDOW_HOURS },
    ical: { syncMinutes: env.ICAL_SYNC_MINUTES, allowPrivate: env.ICAL_ALLOW_PRIVATE },
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
    mapTileUrl: env.MAP_TILE_URL,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    sessions: {
      idleMs: env.SESSION_IDLE_DAYS * 86_400_000,
      maxAgeMs: env.SESSION_MAX_DAYS * 86_400_000,
    },
    userWriteLimitPerMinute: env.USER_WRITE_LIMIT_PER_MINUTE,
    listingCacheSeconds: env.LISTING_CACHE_SECONDS,
    searchIndex:
      env.SEARCH_INDEX === 'off'
        ? 'off'
        : {
            syncMs: env.SEARCH_INDEX_SYNC_MS,
            snapshot:
              env.SEARCH_INDEX_SNAPSHOT === 'off'
                ? null
                : path.resolve(
                    env.SEARCH_INDEX_SNAPSHOT ?? path.join(dataDir, 'search-index.snapshot'),
                  ),
          },
    listingDetailCacheBytes: Math.round(env.LISTING_DETAIL_CACHE_MB * 1024 * 1024),
    retention: {
      tokensMs: env.RETENTION_TOKENS_DAYS * 86_400_000,
      mailMs: env.RETENTION_MAIL_DAYS * 86_400_000,
      stripeEventsMs: env.RETENTION_STRIPE_EVENTS_DAYS * 86_400_000,
      changeLogMs: env.RETENTION_CHANGE_LOG_HOURS * 3_600_000,
    },
  };
}
