import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStaffEmail } from '../common/auth/staff-email.js';
import { type StorageConfig, storageConfig, StorageConfigError } from './storage-config.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** pretty: short lines for a person at a terminal (pino-pretty); json: one JSON object a line, for log collectors. */
export type LogFormat = 'pretty' | 'json';

/** Everything the process reads from its environment, typed and validated once at start. */
export type AppConfig = {
  port: number;
  /** Unset: an embedded PostgreSQL is started under `dataDir/postgres`. */
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  jwtExpiresInSeconds: number;
  mailUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  paymentProvider: 'sandbox' | 'phonepe';
  phonepe: PhonePeConfig;
  publicUrl: string;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** How long public catalogue answers are served from memory (ms); 0: never. Changes clear them at once. */
  responseCacheMs: number;
  /** PostgreSQL connections this process keeps at most; requests beyond it wait in line for one. */
  databasePoolSize: number;
  /** false, true (trust every proxy) or the number of proxy hops in front of the app. */
  trustProxy: boolean | number;
  rateLimit: {
    loginFailures: number;
    loginWindowSeconds: number;
    authCallsPerMinute: number;
  };
  /**
   * How long a stop (SIGTERM, SIGINT) may take at most (ms): requests under way finish, idle keep-alive connections
   * close at once, and whatever is still running when it is up is cut (the process then exits non-zero).
   */
  shutdownGraceMs: number;
  /** Repository root: where storefront/dist and admin/dist are found. */
  rootDir: string;
  /** Who issues the shop's GST tax invoices (the invoice module checks the GSTIN and the prefixes at start). */
  shop: ShopConfig;
  /** The secret a courier aggregator signs its delivery webhooks with (HMAC-SHA256); unset: the webhook is off. */
  courierWebhookSecret: string | undefined;
  /** STORAGE_URL: where uploaded and generated files are kept, the disk under DATA_DIR by default (storage-config.ts). */
  storage: StorageConfig;
};

/**
 * The seller block of every tax invoice (CGST Rule 46(a)): names, address, GSTIN (whose first two digits are the shop's
 * state) and the prefixes of the invoice and credit-note series. Read here as text; the invoice module checks the GSTIN
 * (its check character) and the prefixes (room for the year and the counter in 16 characters) when the app starts, so a
 * bad value stops the start with a sentence naming the variable.
 */
export type ShopConfig = {
  legalName: string;
  tradeName: string;
  /** Address lines as printed, state line included. */
  address: string[];
  gstin: string;
  email: string;
  phone: string;
  invoicePrefix: string;
  creditNotePrefix: string;
  /**
   * SHOP_LUT: the ARN of the shop's Letter of Undertaking (GST RFD-11) for the year, e.g. AD080425000123X; set, exports
   * are invoiced zero-rated without IGST; unset, with IGST 3 % (an export on payment of IGST). The demo has none.
   */
  lut: string | undefined;
};

/**
 * The demo shop's: Sona Jewellers' workshop in Sanganer, Jaipur (the storefront's footer) and a SAMPLE GSTIN of
 * Rajasthan (08) whose check character is right (gstin.ts) but which belongs to nobody: a real shop sets its own.
 */
export const DEMO_SHOP: ShopConfig = {
  legalName: 'Sona Jewellers',
  tradeName: 'Sona Jewellers',
  address: ['14 Mahaveer Marg, Near Thana Circle, Sanganer', 'Jaipur, Rajasthan 302029, India'],
  gstin: '08AASFS4126K1ZO',
  email: 'care@sona-jewellers.local',
  phone: '+91 98290 41127',
  invoicePrefix: 'SJ',
  creditNotePrefix: 'SJC',
  lut: undefined,
};

/**
 * PhonePe Standard Checkout credentials. PAYMENT_PROVIDER=phonepe needs every one of them; with the sandbox they are
 * optional (what is not given is generated once and kept in DATA_DIR) and `env` is not used.
 */
export type PhonePeConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  clientVersion: number | undefined;
  env: 'SANDBOX' | 'PRODUCTION';
  callbackUser: string | undefined;
  callbackPassword: string | undefined;
};

/**
 * Connections per process by default: enough to keep a PostgreSQL of a few cores busy. More only moves the line inside
 * PostgreSQL, where the queries share its cores and locks: on the 2-core benchmark machine 8 placed orders faster
 * than 20 (365 against 303 a second, p99 214 against 322 ms) and cut the slowest searches.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 8;

/** SHUTDOWN_GRACE_MS by default: what an orchestrator usually waits after SIGTERM before it kills (Kubernetes 30 s, Docker 10 s). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** The config once the start-up has settled the database URL (embedded or given) and the signing secret. */
export type RuntimeConfig = AppConfig & { databaseUrl: string; jwtSecret: string };

/** A bad environment value: the message names the variable and says what it must be. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const LOG_FORMATS: readonly LogFormat[] = ['pretty', 'json'];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(' or ')}// (got "${raw}").`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must be a URL starting with ${protocols.join(' or ')}// (got "${raw}").`);
  }
  return raw;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}").`);
  }
  return raw as T;
}

const PHONEPE_VARIABLES = {
  clientId: 'PHONEPE_CLIENT_ID',
  clientSecret: 'PHONEPE_CLIENT_SECRET',
  clientVersion: 'PHONEPE_CLIENT_VERSION',
  callbackUser: 'PHONEPE_CALLBACK_USER',
  callbackPassword: 'PHONEPE_CALLBACK_PASSWORD',
} as const;

function phonepe(env: Env, provider: AppConfig['paymentProvider']): PhonePeConfig {
  const config: PhonePeConfig = {
    clientId: text(env, PHONEPE_VARIABLES.clientId),
    clientSecret: text(env, PHONEPE_VARIABLES.clientSecret),
    clientVersion: text(env, PHONEPE_VARIABLES.clientVersion) === undefined ? undefined : integer(env, PHONEPE_VARIABLES.clientVersion, 1, 1, 1_000_000),
    env: oneOf(env, 'PHONEPE_ENV', ['SANDBOX', 'PRODUCTION'] as const, 'SANDBOX'),
    callbackUser: text(env, PHONEPE_VARIABLES.callbackUser),
    callbackPassword: text(env, PHONEPE_VARIABLES.callbackPassword),
  };
  if (provider === 'phonepe') {
    const missing = (Object.keys(PHONEPE_VARIABLES) as (keyof typeof PHONEPE_VARIABLES)[]).find((key) => config[key] === undefined);
    if (missing) throw new ConfigError(`${PHONEPE_VARIABLES[missing]} must be set when PAYMENT_PROVIDER is phonepe.`);
    if (text(env, 'PHONEPE_ENV') === undefined) throw new ConfigError('PHONEPE_ENV must be set to SANDBOX or PRODUCTION when PAYMENT_PROVIDER is phonepe.');
  }
  return config;
}

/**
 * The default payment provider is the built-in simulator, whose unauthenticated Pay button marks an order paid: a shop
 * that looks deployed (an https PUBLIC_URL or NODE_ENV=production) runs it only when PAYMENT_PROVIDER=sandbox says so.
 */
function requireExplicitSandboxInProduction(env: Env, publicUrl: string, provider: AppConfig['paymentProvider']): void {
  if (provider !== 'sandbox' || text(env, 'PAYMENT_PROVIDER') !== undefined) return;
  const production = text(env, 'NODE_ENV') === 'production';
  if (!production && !publicUrl.startsWith('https:')) return;
  const why = production ? 'NODE_ENV is production' : 'PUBLIC_URL is https';
  throw new ConfigError(
    `PAYMENT_PROVIDER must be set when ${why}: phonepe for real payments, or sandbox to run the test payment simulator (anyone can mark an order paid there).`,
  );
}

/** SHOP_ADDRESS: lines separated by "|" (or by "," when it has no "|"), each trimmed, empty ones dropped. */
export function addressLines(raw: string): string[] {
  return raw
    .split(raw.includes('|') ? '|' : ',')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * An ARN as GSTN issues it for an application such as the LUT (RFD-11): 'AD', the two-digit state code, the month and
 * year (MMYY), a six-digit serial and a check character — 15 characters.
 */
const ARN = /^AD(\d{2})(0[1-9]|1[0-2])\d{2}\d{6}[0-9A-Z]$/;

function lut(env: Env): string | undefined {
  const raw = text(env, 'SHOP_LUT')?.replace(/\s+/g, '').toUpperCase();
  if (raw !== undefined && !ARN.test(raw)) {
    throw new ConfigError(`SHOP_LUT must be the ARN of the shop's Letter of Undertaking: AD, the state code, MMYY, 6 digits and a check character, e.g. AD080425000123X (got "${raw}").`);
  }
  return raw;
}

function shop(env: Env): ShopConfig {
  const legalName = text(env, 'SHOP_LEGAL_NAME') ?? DEMO_SHOP.legalName;
  const address = text(env, 'SHOP_ADDRESS');
  const email = text(env, 'SHOP_EMAIL');
  if (email !== undefined && !isStaffEmail(email)) throw new ConfigError(`SHOP_EMAIL must be an e-mail address (got "${email}").`);
  return {
    legalName,
    tradeName: text(env, 'SHOP_TRADE_NAME') ?? (text(env, 'SHOP_LEGAL_NAME') === undefined ? DEMO_SHOP.tradeName : legalName),
    address: address === undefined ? DEMO_SHOP.address : addressLines(address),
    gstin: (text(env, 'SHOP_GSTIN') ?? DEMO_SHOP.gstin).replace(/\s+/g, '').toUpperCase(),
    email: email ?? DEMO_SHOP.email,
    phone: text(env, 'SHOP_PHONE') ?? DEMO_SHOP.phone,
    invoicePrefix: text(env, 'SHOP_INVOICE_PREFIX') ?? DEMO_SHOP.invoicePrefix,
    creditNotePrefix: text(env, 'SHOP_CREDIT_NOTE_PREFIX') ?? DEMO_SHOP.creditNotePrefix,
    lut: lut(env),
  };
}

/** The repository root: the nearest folder above this file whose package.json declares workspaces. */
export function findRootDir(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/**
 * Reads and validates the environment; throws ConfigError naming the first bad variable. `terminal`: whether standard
 * output is a terminal (a person watching) rather than a pipe or a file (a log collector); it picks the log format.
 */
export function loadConfig(env: Env = process.env, terminal = Boolean(process.stdout.isTTY)): AppConfig {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const rootDir = findRootDir();
  const adminEmail = text(env, 'ADMIN_EMAIL')?.toLowerCase();
  if (adminEmail !== undefined && !isStaffEmail(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address, e.g. owner@example.com or admin@localhost (got "${adminEmail}").`);
  }
  const adminPassword = text(env, 'ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters long.');
  }
  const jwtSecret = text(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const courierWebhookSecret = text(env, 'COURIER_WEBHOOK_SECRET');
  if (courierWebhookSecret !== undefined && courierWebhookSecret.length < 32) {
    throw new ConfigError('COURIER_WEBHOOK_SECRET must be at least 32 characters long.');
  }
  const paymentProvider = oneOf(env, 'PAYMENT_PROVIDER', ['sandbox', 'phonepe'] as const, 'sandbox');
  requireExplicitSandboxInProduction(env, publicUrl, paymentProvider);
  let storage: StorageConfig;
  try {
    storage = storageConfig(env);
  } catch (error) {
    throw error instanceof StorageConfigError ? new ConfigError(error.message) : error;
  }
  return {
    port,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? path.join(rootDir, '.data')),
    seedDemo: boolean(env, 'SEED_DEMO', true),
    adminEmail,
    adminPassword,
    jwtSecret,
    jwtExpiresInSeconds: integer(env, 'JWT_EXPIRES_IN_SECONDS', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    mailUrl: url(env, 'MAIL_URL', ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Sona Jewellers <no-reply@sona-jewellers.local>',
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    paymentProvider,
    phonepe: phonepe(env, paymentProvider),
    publicUrl: publicUrl.replace(/\/+$/, ''),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: oneOf(env, 'LOG_FORMAT', LOG_FORMATS, terminal ? 'pretty' : 'json'),
    responseCacheMs: integer(env, 'RESPONSE_CACHE_MS', 30_000, 0, 3_600_000),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, 1, 1000),
    trustProxy: /^\d+$/.test(text(env, 'TRUST_PROXY') ?? '') ? integer(env, 'TRUST_PROXY', 0, 0, 32) : boolean(env, 'TRUST_PROXY', false),
    rateLimit: {
      loginFailures: integer(env, 'RATE_LIMIT_LOGIN_FAILURES', 10, 1, 1_000_000),
      loginWindowSeconds: integer(env, 'RATE_LIMIT_LOGIN_WINDOW_SECONDS', 15 * 60, 1, 86_400),
      authCallsPerMinute: integer(env, 'RATE_LIMIT_AUTH_PER_MINUTE', 300, 1, 1_000_000),
    },
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', DEFAULT_SHUTDOWN_GRACE_MS, 1000, 600_000),
    rootDir,
    shop: shop(env),
    courierWebhookSecret,
    storage,
  };
}
