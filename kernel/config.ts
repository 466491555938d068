/**
 * Server configuration, read once from the environment by one zod schema. Every variable is listed in the README.
 * A malformed value stops the start with a message naming the variable (never a NaN or a bad URL at run time).
 */
import path from 'node:path';
import { z } from 'zod';
import { session } from '#domain/constants.ts';
import { exitOnStartupError, StartupError } from './startup-error.ts';

export interface Config {
  port: number;
  production: boolean;
  publicOrigin: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections per instance in the PostgreSQL pool. */
  databasePoolSize: number;
  /** Requests one instance works on at once; the others wait in arrival order (ACTIVE_REQUESTS, 8; docs/decisions/367). */
  activeRequests: number;
  /** How long opening a PostgreSQL connection may take before the request fails (503). */
  databaseConnectTimeoutMs: number;
  /** How long one PostgreSQL statement may run before the server cancels it. */
  databaseStatementTimeoutMs: number;
  /** The statement timeout of the API's GET requests (PostgreSQL). */
  databaseReadTimeoutMs: number;
  apiUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The dev mailbox (mail read in the browser instead of sent): never in production or with SMTP_URL; DEV_MAILBOX=false turns it off. */
  devMailbox: boolean;
  mailFrom: string;
  supportEmail: string;
  jwtPrivateKey: string | undefined;
  linkSecret: string | undefined;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  rememberedRefreshTokenSeconds: number;
  captchaMaxNumber: number;
  /** The classic "My Jobs" page; without one, My Jobs opens the user's own job list here. */
  legacyJobsUrl: string | undefined;
  /** Idle time after which a signed-in page sends the user to /logout (45 minutes). */
  idleLogoutMs: number;
  /** Open live streams one user may hold on one instance; opening one more ends the oldest. */
  liveStreamsPerUser: number;
  helpCenterUrl: string;
  mainSiteUrl: string;
  productName: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** How long a shared read-only preview link of a submission works (PREVIEW_LINK_DAYS, 30 days). */
  previewLinkDays: number;
  /** Serve /api/openapi.json in production too (it is always served outside production). */
  openapiPublic: boolean;
  /** Check every JSON answer against its route's declared schema, a mismatch being a 500 that names the route (CHECK_ANSWERS; on outside production). */
  checkAnswers: boolean;
  /** Fill an empty database with the demo accounts and jobs (never on by default in production). */
  demoData: boolean;
  /** An OpenAI-compatible endpoint that writes Match Logic texts; unset uses the built-in explainer. */
  matchLogic: { apiUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** The key that encrypts bank numbers and tax ids at rest (DATA_ENCRYPTION_KEY, 32 bytes in base64); unset keeps a generated one in DATA_DIR/keys. */
  dataEncryptionKey: string | undefined;
  /** Where file bytes live: the local folder DATA_DIR/blobs, or an S3-compatible bucket (credentials from the AWS SDK's usual variables). */
  blobStore: { kind: 'local' } | { kind: 's3'; bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean };
  /** Prometheus metrics on a port of their own (METRICS_PORT; unset = off), bound to METRICS_HOST (loopback by default). */
  metrics: { port: number; host: string } | undefined;
  /** The card gateway: the embedded test gateway by default, or PayTrace with its API credentials. */
  payments: {
    gateway: 'test' | 'paytrace';
    paytrace: {
      apiUrl: string;
      username: string | undefined;
      password: string | undefined;
      integratorId: string | undefined;
      /** How long a request to PayTrace may take; past it a card payment is left pending and settled by a lookup. */
      timeoutMs: number;
    };
    /** The service charge kept from a talent's earnings when the hired role has none of its own, in basis points (1000 = 10 %). */
    defaultServiceChargeBps: number;
  };
}

/** A configuration value that cannot be used; the message names the variable. Exits with 78 (EX_CONFIG). */
export class ConfigError extends StartupError {
  constructor(message: string) {
    super(message, 78);
  }
}

/** An empty variable counts as unset. */
const unset = (value: unknown) => (value === '' ? undefined : value);

const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    unset,
    z
      .string()
      .regex(/^\d+$/, { error: `must be a whole number from ${min} to ${max}` })
      .transform(Number)
      .pipe(z.number().min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` }))
      .optional(),
  );

const url = (protocols: RegExp, example: string) =>
  z.preprocess(unset, z.url({ protocol: protocols, error: `must be a URL like ${example}` }).optional());

const text = z.preprocess(unset, z.string().optional());

const flag = z.preprocess(unset, z.enum(['true', 'false'], { error: 'must be true or false' }).optional());

const envSchema = z.object({
  PORT: whole(0, 65_535),
  NODE_ENV: text,
  PUBLIC_ORIGIN: url(/^https?$/, 'https://market.example.com'),
  DATA_DIR: text,
  DATABASE_URL: url(/^postgres(ql)?$/, 'postgres://user:pass@host:5432/db'),
  DATABASE_POOL_SIZE: whole(1, 1000),
  ACTIVE_REQUESTS: whole(1, 10_000),
  DATABASE_CONNECT_TIMEOUT_MS: whole(1),
  DATABASE_STATEMENT_TIMEOUT_MS: whole(1),
  DATABASE_READ_TIMEOUT_MS: whole(1),
  API_URL: url(/^https?$/, 'http://api:4000'),
  SMTP_URL: url(/^smtps?$/, 'smtp://user:pass@relay:587'),
  MAIL_FROM: text,
  SUPPORT_EMAIL: text,
  JWT_PRIVATE_KEY: text,
  LINK_SECRET: text,
  ACCESS_TOKEN_SECONDS: whole(1),
  REFRESH_TOKEN_SECONDS: whole(1),
  REMEMBERED_REFRESH_TOKEN_SECONDS: whole(1),
  CAPTCHA_MAX_NUMBER: whole(1),
  LEGACY_JOBS_URL: text,
  IDLE_LOGOUT_MS: whole(1),
  LIVE_STREAMS_PER_USER: whole(1, 1000),
  HELP_CENTER_URL: url(/^https?$/, 'https://help.example.com'),
  MAIN_SITE_URL: url(/^https?$/, 'https://www.example.com'),
  PRODUCT_NAME: text,
  LOG_LEVEL: z.preprocess(unset, z.enum(['debug', 'info', 'warn', 'error', 'silent'], { error: 'must be debug, info, warn, error or silent' }).optional()),
  DEMO_DATA: flag,
  DEV_MAILBOX: flag,
  OPENAPI_PUBLIC: flag,
  CHECK_ANSWERS: flag,
  PREVIEW_LINK_DAYS: whole(1, 3650),
  MATCH_LOGIC_API_URL: url(/^https?$/, 'https://api.openai.com/v1'),
  MATCH_LOGIC_API_KEY: text,
  MATCH_LOGIC_MODEL: text,
  DATA_ENCRYPTION_KEY: z.preprocess(
    unset,
    z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, { error: 'must be 32 bytes in base64 (openssl rand -base64 32)' })
      .optional(),
  ),
  PAYMENT_GATEWAY: z.preprocess(unset, z.enum(['test', 'paytrace'], { error: 'must be test or paytrace' }).optional()),
  PAYTRACE_API_URL: url(/^https?$/, 'https://api.paytrace.com'),
  PAYTRACE_USERNAME: text,
  PAYTRACE_PASSWORD: text,
  PAYTRACE_INTEGRATOR_ID: text,
  PAYTRACE_TIMEOUT_MS: whole(100, 120_000),
  SERVICE_CHARGE_BPS: whole(0, 10_000),
  BLOB_STORE: z.preprocess(unset, z.enum(['local', 's3'], { error: 'must be local or s3' }).optional()),
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ENDPOINT: url(/^https?$/, 'https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000'),
  S3_FORCE_PATH_STYLE: flag,
  METRICS_PORT: whole(1, 65_535),
  METRICS_HOST: z.preprocess(unset, z.union([z.ipv4(), z.ipv6()], { error: 'must be an IP address, like 127.0.0.1 or 10.0.0.5' }).optional()),
}).superRefine((env, context) => {
  if (env.BLOB_STORE === 's3' && !env.S3_BUCKET) context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when BLOB_STORE=s3' });
});

/** Real cards need the PayTrace account the server signs in with. */
const payTraceAccount = ['PAYTRACE_USERNAME', 'PAYTRACE_PASSWORD', 'PAYTRACE_INTEGRATOR_ID'] as const;

function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof envSchema> {
  const missing = env.PAYMENT_GATEWAY === 'paytrace' ? payTraceAccount.filter((name) => !env[name]) : [];
  if (missing.length) throw new ConfigError(`PAYMENT_GATEWAY=paytrace needs ${missing.join(', ')}.`);
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name} ${issue.message} (it is "${env[name] ?? ''}").`;
  });
  throw new ConfigError(`The configuration is not valid:\n${problems.map((line) => `  ${line}`).join('\n')}`);
}

/** Reads the configuration; throws a ConfigError naming each malformed variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT ?? 4321,
    production,
    publicOrigin: e.PUBLIC_ORIGIN,
    dataDir: path.resolve(e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    activeRequests: e.ACTIVE_REQUESTS ?? 8,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS ?? 5_000,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS ?? 30_000,
    databaseReadTimeoutMs: e.DATABASE_READ_TIMEOUT_MS ?? 5_000,
    apiUrl: e.API_URL,
    smtpUrl: e.SMTP_URL,
    devMailbox: !production && !e.SMTP_URL && (e.DEV_MAILBOX ?? 'true') === 'true',
    mailFrom: e.MAIL_FROM ?? 'Training Talent Marketplace <no-reply@localhost>',
    supportEmail: e.SUPPORT_EMAIL ?? 'support@localhost',
    jwtPrivateKey: e.JWT_PRIVATE_KEY,
    linkSecret: e.LINK_SECRET,
    accessTokenSeconds: e.ACCESS_TOKEN_SECONDS ?? 15 * 60,
    refreshTokenSeconds: e.REFRESH_TOKEN_SECONDS ?? 12 * 60 * 60,
    rememberedRefreshTokenSeconds: e.REMEMBERED_REFRESH_TOKEN_SECONDS ?? 30 * 24 * 60 * 60,
    captchaMaxNumber: e.CAPTCHA_MAX_NUMBER ?? 50_000,
    legacyJobsUrl: e.LEGACY_JOBS_URL,
    idleLogoutMs: e.IDLE_LOGOUT_MS ?? session.idleLogoutMs,
    liveStreamsPerUser: e.LIVE_STREAMS_PER_USER ?? 10,
    helpCenterUrl: e.HELP_CENTER_URL ?? 'https://help.example.com',
    mainSiteUrl: e.MAIN_SITE_URL ?? 'https://www.example.com',
    productName: e.PRODUCT_NAME ?? 'TTA',
    logLevel: e.LOG_LEVEL ?? 'info',
    openapiPublic: e.OPENAPI_PUBLIC === 'true',
    checkAnswers: e.CHECK_ANSWERS ? e.CHECK_ANSWERS === 'true' : !production,
    previewLinkDays: e.PREVIEW_LINK_DAYS ?? 30,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'true' : !production,
    matchLogic: e.MATCH_LOGIC_API_URL
      ? { apiUrl: e.MATCH_LOGIC_API_URL, apiKey: e.MATCH_LOGIC_API_KEY, model: e.MATCH_LOGIC_MODEL ?? 'gpt-4o-mini' }
      : undefined,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    blobStore: e.BLOB_STORE === 's3' && e.S3_BUCKET
      ? { kind: 's3', bucket: e.S3_BUCKET, region: e.S3_REGION ?? 'us-east-1', endpoint: e.S3_ENDPOINT, forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' }
      : { kind: 'local' },
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1' } : undefined,
    payments: {
      gateway: e.PAYMENT_GATEWAY ?? 'test',
      paytrace: {
        apiUrl: e.PAYTRACE_API_URL ?? 'https://api.paytrace.com',
        username: e.PAYTRACE_USERNAME,
        password: e.PAYTRACE_PASSWORD,
        integratorId: e.PAYTRACE_INTEGRATOR_ID,
        timeoutMs: e.PAYTRACE_TIMEOUT_MS ?? 30_000,
      },
      defaultServiceChargeBps: e.SERVICE_CHARGE_BPS ?? 1000,
    },
  };
}

/** For the entry points (server, migrate, seed): a malformed configuration prints its message and exits with 78 (EX_CONFIG). */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    return exitOnStartupError(error);
  }
}
