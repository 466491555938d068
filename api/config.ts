/** Server configuration, read once from the environment. Every variable is listed in the README. */
import path from 'node:path';
import { session } from '../src/domain/constants.ts';

export interface Config {
  port: number;
  production: boolean;
  publicOrigin: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
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
  legacyJobsUrl: string;
  /** Idle time after which a signed-in page sends the user to /logout (spec 1 §2.1: 45 minutes). */
  idleLogoutMs: number;
  helpCenterUrl: string;
  mainSiteUrl: string;
  productName: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** How long a shared read-only preview link of a submission works (PREVIEW_LINK_DAYS, 30 days). */
  previewLinkDays: number;
  /** Serve /api/openapi.json in production too (it is always served outside production). */
  openapiPublic: boolean;
  /** Fill an empty database with the demo accounts and jobs (never on by default in production). */
  demoData: boolean;
  /** An OpenAI-compatible endpoint that writes Match Logic texts; unset uses the built-in explainer. */
  matchLogic: { apiUrl: string; apiKey: string | undefined; model: string } | undefined;
}

const num = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: num(env.PORT, 4321),
    production: env.NODE_ENV === 'production',
    publicOrigin: env.PUBLIC_ORIGIN,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    apiUrl: env.API_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    devMailbox: env.NODE_ENV !== 'production' && !env.SMTP_URL && (env.DEV_MAILBOX ?? 'true') === 'true',
    mailFrom: env.MAIL_FROM ?? 'Training Talent Marketplace <no-reply@localhost>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@localhost',
    jwtPrivateKey: env.JWT_PRIVATE_KEY || undefined,
    linkSecret: env.LINK_SECRET || undefined,
    accessTokenSeconds: num(env.ACCESS_TOKEN_SECONDS, 15 * 60),
    refreshTokenSeconds: num(env.REFRESH_TOKEN_SECONDS, 12 * 60 * 60),
    rememberedRefreshTokenSeconds: num(env.REMEMBERED_REFRESH_TOKEN_SECONDS, 30 * 24 * 60 * 60),
    captchaMaxNumber: num(env.CAPTCHA_MAX_NUMBER, 50_000),
    legacyJobsUrl: env.LEGACY_JOBS_URL ?? '/legacy/my-jobs',
    idleLogoutMs: num(env.IDLE_LOGOUT_MS, session.idleLogoutMs),
    helpCenterUrl: env.HELP_CENTER_URL ?? 'https://help.example.com',
    mainSiteUrl: env.MAIN_SITE_URL ?? 'https://www.example.com',
    productName: env.PRODUCT_NAME ?? 'TTA',
    logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? 'info',
    openapiPublic: env.OPENAPI_PUBLIC === 'true',
    previewLinkDays: num(env.PREVIEW_LINK_DAYS, 30),
    demoData: env.DEMO_DATA ? env.DEMO_DATA === 'true' : env.NODE_ENV !== 'production',
    matchLogic: env.MATCH_LOGIC_API_URL
      ? { apiUrl: env.MATCH_LOGIC_API_URL, apiKey: env.MATCH_LOGIC_API_KEY || undefined, model: env.MATCH_LOGIC_MODEL ?? 'gpt-4o-mini' }
      : undefined,
  };
}
