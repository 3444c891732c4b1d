// Settings come from the environment, each with a working default; an invalid one stops the server at start
// with a message naming it. Secrets that are not set are generated once into DATA_DIR and never committed.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RateLimitPolicy } from './services/rateLimit';

const booleanSetting = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('State Education Portal <no-reply@portal.local>'),
  SEED_DEMO: booleanSetting.default(true),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BILLING_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYSTACK_SECRET_KEY: z.string().min(10).optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(15 * 60),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\d.:a-fA-F/, ]+)$/, 'must be true, false or a comma-separated list of proxy addresses')
    .transform((v) => (v === 'true' || v === 'false' ? v === 'true' : v))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  publicUrl: string;
  jwtSecret: Uint8Array;
  billingWebhookSecret: string;
  paystackSecretKey: string | undefined;
  /** Paystack's API; tests point it at a local fake. */
  paystackBaseUrl: string;
  logLevel: string;
  /** Fastify's trustProxy: whom to believe about the client's address (X-Forwarded-For), which rate limits count by. */
  trustProxy: boolean | string;
  /** Token lifetimes and limits: every one lives here, named for what it means. */
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Wrong passwords for one account from one address before sign-in from there slows down. */
  loginMaxFailures: number;
  /** The first wait after those failures; each further failure doubles it, up to loginLockMinutes. */
  loginFirstLockSeconds: number;
  /** The window failures are counted in, and the longest wait. */
  loginLockMinutes: number;
  /** The contract's `x-rate-limit` policies by name: requests per window per client address. */
  rateLimits: Record<string, RateLimitPolicy>;
  resetCodeMinutes: number;
  resetCodeMaxTries: number;
  /**
   * After a stop signal, how long the server keeps answering every call while it reports not ready, so a load balancer
   * that asks `/api/health/ready` every few seconds stops sending requests before the server stops taking them.
   */
  shutdownGraceSeconds: number;
  /** How long `/api/health/ready` waits for the database before it answers 503. */
  readinessTimeoutMs: number;
  imageMaxBytes: number;
  documentMaxBytes: number;
  spreadsheetMaxBytes: number;
};

export class ConfigError extends Error {}

function loadSecrets(dataDir: string): { jwtSecret: string; billingWebhookSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; billingWebhookSecret: string };
  const secrets = { jwtSecret: randomBytes(48).toString('base64url'), billingWebhookSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environmentSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: new TextEncoder().encode(e.JWT_SECRET ?? secrets.jwtSecret),
    billingWebhookSecret: e.BILLING_WEBHOOK_SECRET ?? secrets.billingWebhookSecret,
    paystackSecretKey: e.PAYSTACK_SECRET_KEY,
    paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    accessTokenSeconds: e.ACCESS_TOKEN_SECONDS,
    refreshTokenDays: 14,
    loginMaxFailures: 5,
    loginFirstLockSeconds: 60,
    loginLockMinutes: 15,
    // A person never reaches these: uniqueness checks fire 700 ms after typing stops, a state registers once. signIn
    // and resetCode bound one address trying one password on many accounts, or mailing codes to many addresses.
    rateLimits: {
      signIn: { limit: 60, windowSeconds: 60 },
      resetCode: { limit: 30, windowSeconds: 60 * 60 },
      uniqueness: { limit: 60, windowSeconds: 60 },
      registration: { limit: 10, windowSeconds: 60 * 60 },
      geocoder: { limit: 120, windowSeconds: 60 },
    },
    resetCodeMinutes: 10,
    resetCodeMaxTries: 5,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    readinessTimeoutMs: 2000,
    imageMaxBytes: 2 * 1024 * 1024,
    documentMaxBytes: 10 * 1024 * 1024,
    spreadsheetMaxBytes: 10 * 1024 * 1024,
    ...overrides,
  };
}
