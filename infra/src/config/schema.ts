/** The environment the processes read, as one zod schema; defaults give the embedded mode. */
import { availableParallelism } from 'node:os';
import { type CompanyDetails, checkPhone, EXAMPLE_COMPANY } from '@app/contracts';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const port = z.coerce
  .number({ error: 'must be a whole number from 0 to 65535' })
  .int('must be a whole number from 0 to 65535')
  .min(0, 'must be a whole number from 0 to 65535')
  .max(65535, 'must be a whole number from 0 to 65535');
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const retryMs = z.coerce
  .number({ error: 'must be a whole number of ms from 1 to 3600000' })
  .int('must be a whole number of ms from 1 to 3600000')
  .min(1, 'must be a whole number of ms from 1 to 3600000')
  .max(3_600_000, 'must be a whole number of ms from 1 to 3600000');

/**
 * One address or CIDR range, written plainly: IPv4 in four decimal parts only, so a value such as
 * `127.1` or `0x7f.0.0.1` is refused rather than read in some surprising way.
 */
function isAddressRange(value: string): boolean {
  const v4 = ipaddr.IPv4;
  const v6 = ipaddr.IPv6;
  return (
    v4.isValidFourPartDecimal(value) ||
    v4.isValidCIDRFourPartDecimal(value) ||
    (value.includes(':') && (v6.isValid(value) || v6.isValidCIDR(value)))
  );
}
const addressRange = z.string().refine(isAddressRange, {
  error: (issue) =>
    `must be IP addresses or CIDR ranges (e.g. 10.0.0.0/8, fd00::/8); ${JSON.stringify(issue.input)} is not`,
});
/** Loopback, IPv4 and IPv6, and IPv4 loopback as a dual-stack socket reports it. */
const LOOPBACK_RANGES = ['127.0.0.0/8', '::1/128', '::ffff:127.0.0.0/104'];

export const WORKER_ROLES = ['audio', 'mail', 'notifications'] as const;

/**
 * What the sandbox signs with when no Razorpay keys are configured: demo values, public on purpose
 * (they protect nothing but test payments), and refused with PAYMENTS=razorpay.
 */
export const SANDBOX_DEMO_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_sandbox',
  RAZORPAY_KEY_SECRET: 'sandbox-demo-key-secret-not-a-real-secret',
  RAZORPAY_WEBHOOK_SECRET: 'sandbox-demo-webhook-secret-not-a-real-secret',
} as const;
export type WorkerRole = (typeof WORKER_ROLES)[number];

const PHONE_MESSAGE = 'must be + and the country code and a valid number, e.g. +91 81234 56789';
const companyPhone = z
  .string()
  .refine((value) => checkPhone(value.replace(/[\s().-]/g, '')) === null, PHONE_MESSAGE);
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be https:// URLs, separated by commas' });

/**
 * The 90% coupon is worth guessing, so its code must be long and random (issue 22): 16 to 40
 * letters and digits (coupon codes are at most 40), both kinds, and at least 10 different
 * characters, counted as the server compares codes (case aside): not a word, a name or a pattern.
 */
const SPECIAL_CODE_RULE =
  'must be 16 to 40 random letters and digits: both letters and digits, at least 10 different characters (case aside)';
function isRandomCode(code: string): boolean {
  const upper = code.toUpperCase();
  return (
    /^[A-Z0-9]{16,40}$/.test(upper) && /[A-Z]/.test(upper) && /[0-9]/.test(upper) && new Set(upper).size >= 10
  );
}

const LINES_RULE = "must be 'all' or a whole number of lines a second, 1 to 1000000";

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Quick successful answers logged one line each in a second; the rest are counted in one line
   * (gateway/src/http/request-log.ts). Errors and slow answers always get their own.
   */
  LOG_REQUESTS_PER_SECOND: z
    .union(
      [z.literal('all'), z.coerce.number().int(LINES_RULE).min(1, LINES_RULE).max(1_000_000, LINES_RULE)],
      {
        error: LINES_RULE,
      },
    )
    .default(100),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  FRONTEND_DIST: z.string().min(1).optional(),
  SEED_DEMO_DATA: bool.default(true),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(100_000),

  STORE: z.enum(['embedded', 'mongodb']).default('embedded'),
  MONGODB_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URL')
    .optional(),
  MONGODB_DB: z.string().min(1).default('travel'),

  BUS: z.enum(['embedded', 'kafka']).default('embedded'),
  KAFKA_BROKERS: list.pipe(z.array(z.string().regex(/^[^:]+:\d+$/, 'must be host:port')).min(1)).optional(),
  KAFKA_CLIENT_ID: z.string().min(1).default('travel'),
  /** Before every topic and consumer group on the broker: deployments sharing a cluster stay apart. */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{0,60}$/, 'must be at most 60 letters, digits, dots, dashes or underscores')
    .default(''),
  /**
   * How long the broker waits for a silent consumer before it hands its partitions on (ms): after a
   * consumer died, or after a broker restart, a group rebalances this long later. kafkajs's 30 s
   * when not set; at least three of its 3-second heartbeats, and at least the broker's
   * group.min.session.timeout.ms (6 s unless changed).
   */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number().int().min(6000).max(300_000).optional(),
  /** Retries of a failing handler; with the back-off below, 8 span about 4 minutes. */
  BUS_MAX_RETRIES: z.coerce.number().int().min(0).max(20).default(8),
  /** First wait before a retry (ms); doubles each retry up to BUS_RETRY_MAX_MS. */
  BUS_RETRY_BASE_MS: retryMs.default(1000),
  BUS_RETRY_MAX_MS: retryMs.default(300_000),
  /**
   * How long handled history is kept (hours): embedded bus entries every group has handled,
   * handled-event marks, sent outbox events and replayed dead letters. Unset: see retentionHours.
   */
  RETENTION_HOURS: z.coerce.number().int().min(1).max(2160).optional(),

  BLOBS: z.enum(['embedded', 'minio']).default('embedded'),
  MINIO_ENDPOINT: z.string().min(1).optional(),
  MINIO_PORT: port.default(9000),
  MINIO_USE_SSL: bool.default(false),
  MINIO_ACCESS_KEY: z.string().min(1).optional(),
  MINIO_SECRET_KEY: z.string().min(1).optional(),
  MINIO_BUCKET: z.string().min(3).default('travel'),

  MAIL: z.enum(['embedded', 'smtp']).default('embedded'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Xplore Guide <no-reply@xploreguide.in>'),

  /** Trust X-Forwarded-For / X-Forwarded-Proto from one reverse proxy in front of the gateway. */
  TRUST_PROXY: bool.default(false),
  /** How many trusted proxies stand in front of the gateway (overrides TRUST_PROXY's one). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /**
   * Where the trusted proxies connect from (addresses or CIDR ranges): X-Forwarded-* headers from
   * any other peer are ignored, since the gateway may also be reachable directly.
   */
  TRUST_PROXY_FROM: list
    .pipe(z.array(addressRange).min(1, 'must name at least one range'))
    .default(LOOPBACK_RANGES),
  /** Open connections the gateway accepts at once; more are refused until some close. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(2000),
  /** A request's headers must arrive within this many ms, and the whole request within REQUEST_TIMEOUT_MS. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** scrypt cost as log2(N); 17 is OWASP's recommendation (N=2^17, r=8, p=1). Lower only for tests. */
  SCRYPT_LOG2_N: z.coerce.number().int().min(10).max(20).default(17),

  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),

  SMS: z.enum(['embedded', 'twilio']).default('embedded'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),

  PLACES: z.enum(['embedded', 'google']).default('embedded'),
  GOOGLE_PLACES_BASE_URL: z.url().default('https://places.googleapis.com'),
  GEOCODER: z.enum(['embedded', 'google']).default('embedded'),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_MAPS_BASE_URL: z.url().default('https://maps.googleapis.com'),

  WRITER: z.enum(['offline', 'openai']).default('offline'),
  WRITER_BASE_URL: z.url().default('https://api.openai.com/v1'),
  WRITER_API_KEY: z.string().min(1).optional(),
  WRITER_MODEL: z.string().min(1).default('gpt-4o-mini'),

  SPEECH: z.enum(['embedded', 'polly']).default('embedded'),
  /** Worker threads for embedded speech; the default leaves one core to the event loop. */
  SPEECH_THREADS: z.coerce
    .number({ error: 'must be a whole number from 1 to 64' })
    .int('must be a whole number from 1 to 64')
    .min(1, 'must be a whole number from 1 to 64')
    .max(64, 'must be a whole number from 1 to 64')
    .default(() => Math.max(1, availableParallelism() - 1)),
  POLLY_REGION: z.string().min(1).default('ap-south-1'),
  POLLY_ENDPOINT: z.url().optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),

  /** Razorpay, or the embedded sandbox checkout that runs offline and signs with the same keys. */
  PAYMENTS: z.enum(['razorpay', 'sandbox']).default('sandbox'),
  /** The key pair and webhook secret: required with PAYMENTS=razorpay, demo values in the sandbox. */
  RAZORPAY_KEY_ID: z.string().min(1).default(SANDBOX_DEMO_KEYS.RAZORPAY_KEY_ID),
  RAZORPAY_KEY_SECRET: z.string().min(1).default(SANDBOX_DEMO_KEYS.RAZORPAY_KEY_SECRET),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).default(SANDBOX_DEMO_KEYS.RAZORPAY_WEBHOOK_SECRET),

  /** Uses of each public coupon in all (DECISIONS 5); the 90% code has none and is server-only. */
  COUPON_LIMIT_EXPLOREWITHUS20: z.coerce.number().int().min(0).max(1_000_000).default(100),
  COUPON_LIMIT_EXPLOREWITHUS25: z.coerce.number().int().min(0).max(1_000_000).default(50),
  COUPON_SPECIAL_CODE: z.string().refine(isRandomCode, SPECIAL_CODE_RULE).optional(),
  /** Printed on payment receipts when set: the company's GST identification number. */
  COMPANY_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .optional(),
  /**
   * The company the site names (footer, Contact Us, legal pages). The defaults are the demo's example
   * values, which every page showing them marks as examples; a real deployment sets all six.
   */
  COMPANY_NAME: z.string().trim().min(2).max(120).default(EXAMPLE_COMPANY.name),
  COMPANY_ADDRESS: z.string().trim().min(5).max(300).default(EXAMPLE_COMPANY.address),
  COMPANY_EMAIL: z.email().default(EXAMPLE_COMPANY.email),
  /** As people should read it (spaces allowed); links dial its digits. */
  COMPANY_PHONE: companyPhone.default(EXAMPLE_COMPANY.phone),
  COMPANY_GRIEVANCE_OFFICER: z.string().trim().min(2).max(120).default(EXAMPLE_COMPANY.grievanceOfficer),
  COMPANY_GRIEVANCE_EMAIL: z.email().default(EXAMPLE_COMPANY.grievanceEmail),
  /** The company's social profiles; none are shown without them. */
  COMPANY_SOCIAL_LINKS: list.pipe(z.array(httpsUrl).max(8)).default([]),
  /**
   * The walking-tour map's tiles: a URL template with {z}, {x} and {y} ({s} for subdomains is not
   * supported: one origin, which the page's content security policy allows for images), and the
   * attribution the tile provider requires. OpenStreetMap's by default (its usage policy asks for
   * light use; a busy deployment sets its own tile server).
   */
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine(
      (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)) && !url.includes('{s}'),
      'must hold {z}, {x} and {y} (and no {s})',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(2).max(200).default('© OpenStreetMap contributors'),
  MAP_TILE_ATTRIBUTION_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.openstreetmap.org/copyright'),
  /** An exchange-rates API speaking Open Exchange Rates' protocol; without it, the bundled dated table. */
  FX_API_URL: z.url().optional(),
  FX_API_KEY: z.string().min(1).optional(),

  /** Worker roles this process runs; the gateway entry runs all of them in embedded mode. */
  WORKER_ROLES: list.pipe(z.array(z.enum(WORKER_ROLES))).optional(),
  /** Where a pnpm script was started (pnpm sets it): `pnpm admin` reads file names relative to it. */
  INIT_CWD: z.string().min(1).optional(),
});

/**
 * Variables that become required when an adapter is chosen. Checked on the raw environment,
 * beside the schema, so one message reports these and any malformed value together.
 */
export function missingRequirements(
  env: Record<string, string | undefined>,
): Array<{ name: string; message: string }> {
  const rules: Array<[string, string, string[]]> = [
    ['STORE', 'mongodb', ['MONGODB_URL']],
    ['BUS', 'kafka', ['KAFKA_BROKERS']],
    ['BLOBS', 'minio', ['MINIO_ENDPOINT', 'MINIO_ACCESS_KEY', 'MINIO_SECRET_KEY']],
    ['MAIL', 'smtp', ['SMTP_URL']],
    ['GEOCODER', 'google', ['GOOGLE_MAPS_API_KEY']],
    ['PLACES', 'google', ['GOOGLE_MAPS_API_KEY']],
    ['SMS', 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']],
    ['PAYMENTS', 'razorpay', Object.keys(SANDBOX_DEMO_KEYS)],
  ];
  const missing = rules.flatMap(([switchName, value, needed]) =>
    env[switchName] === value
      ? needed
          .filter((name) => env[name] === undefined)
          .map((name) => ({ name, message: `is required when ${switchName}=${value}` }))
      : [],
  );
  // A sandbox demo value copied into a production set-up would fail at Razorpay, or sign with a known secret.
  const demoValues =
    env.PAYMENTS === 'razorpay'
      ? Object.entries(SANDBOX_DEMO_KEYS)
          .filter(([name, demo]) => env[name] === demo)
          .map(([name]) => ({
            name,
            message: 'is the sandbox demo value; set your own with PAYMENTS=razorpay',
          }))
      : [];
  // Taking real money (Razorpay's live keys), the site, receipts and legal pages must name the real
  // company (who sells, where to complain): the demo's example details are refused, as is leaving
  // one unset. Razorpay's test mode takes no money and may keep them.
  const exampleCompany =
    env.PAYMENTS === 'razorpay' && env.RAZORPAY_KEY_ID?.startsWith('rzp_live_')
      ? Object.entries(COMPANY_VARIABLES)
          .filter(([name, field]) => env[name] === undefined || env[name]?.trim() === EXAMPLE_COMPANY[field])
          .map(([name]) => ({
            name,
            message: 'must be your company’s own details with live Razorpay keys, not the example',
          }))
      : [];
  // The sandbox signs with public demo secrets: in production it runs only when asked for by name,
  // never by default, or anyone could sign a verification and get a plan for nothing.
  const silentSandbox =
    env.NODE_ENV === 'production' && env.PAYMENTS === undefined
      ? [
          {
            name: 'PAYMENTS',
            message:
              'must be set under NODE_ENV=production: razorpay (with its three secrets), or sandbox to take test payments on purpose',
          },
        ]
      : [];
  // Proxy ranges alone switch nothing on: trust is asked for by TRUST_PROXY or TRUST_PROXY_HOPS.
  const idleProxyRanges =
    env.TRUST_PROXY_FROM !== undefined &&
    env.TRUST_PROXY_HOPS === undefined &&
    !['true', '1', 'yes'].includes(env.TRUST_PROXY ?? '')
      ? [{ name: 'TRUST_PROXY_FROM', message: 'is read only with TRUST_PROXY=true or TRUST_PROXY_HOPS set' }]
      : [];
  return [...missing, ...demoValues, ...exampleCompany, ...silentSandbox, ...idleProxyRanges];
}

/** The variables naming the company, with the detail each sets. */
const COMPANY_VARIABLES: Record<string, keyof CompanyDetails> = {
  COMPANY_NAME: 'name',
  COMPANY_ADDRESS: 'address',
  COMPANY_EMAIL: 'email',
  COMPANY_PHONE: 'phone',
  COMPANY_GRIEVANCE_OFFICER: 'grievanceOfficer',
  COMPANY_GRIEVANCE_EMAIL: 'grievanceEmail',
};

export type Config = z.infer<typeof envSchema>;

/**
 * RETENTION_HOURS, or its default: an hour with the embedded store, which holds every document in
 * memory (a day of history under a flood of sign-ups held gigabytes), a day with MongoDB. A repeat
 * delivery comes within minutes of the first, and the pruner's first round waits after a start
 * for the redeliveries a crash leaves.
 */
export function retentionHours(config: Pick<Config, 'RETENTION_HOURS' | 'STORE'>): number {
  return config.RETENTION_HOURS ?? (config.STORE === 'embedded' ? 1 : 24);
}
