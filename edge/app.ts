/**
 * The edge: the one front door. Request id and access log, security headers, /healthz, the origin check,
 * answers compressed on the way out, /api/* to the API host, the test gateway's card fields, and every other path to
 * Astro with the session resolved.
 * Built assets, constant API answers and cached public pages are answered in front of it (startServer in boot.ts).
 */
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { createLogger, type Logger } from '#kernel/log.ts';
import type { Config } from '#kernel/config.ts';
import type { SigningKeys } from '#kernel/tokens.ts';
import type { ApiTransport, AstroHandler, EdgeEnv } from './context.ts';
import type { PageCache } from './page-cache.ts';
import { requestContext, unhandledError } from './request-context.ts';
import { addSecurityHeaders } from './security-headers.ts';
import { healthCheck } from './health.ts';
import { readTokens } from './cookies.ts';
import { originCheck } from './origin-check.ts';
import { edgeBodyLimits } from './body-limits.ts';
import { compressResponses } from './compress-responses.ts';
import { apiProxy } from './api-proxy.ts';
import { devMailboxGate } from './dev-mailbox-gate.ts';
import { astroHandoff } from './astro-handoff.ts';
import { SessionCache } from './session-cache.ts';
import { sessionWrites } from './session-writes.ts';
import { createRefresher } from './refresh.ts';
import { purposeSecret } from '#api/auth/secrets.ts';
import { hostedFields } from '#api/payments/gateway/hosted-fields.ts';
import { TEST_TOKEN_PURPOSE } from '#api/payments/gateway/test-gateway.ts';
import { TEST_GATEWAY_PATH } from '#domain/payments.ts';

export const defaultClientDir = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface EdgeOptions {
  config: Config;
  keys: SigningKeys;
  api: ApiTransport;
  astro?: AstroHandler | undefined;
  /** True when the system of record answers. */
  checkHealth: () => Promise<boolean>;
  /** Defaults to a logger at config.logLevel. */
  log?: Logger | undefined;
  /** The clock that decides whether an access token has expired; tests move it. */
  now?: (() => Date) | undefined;
  /** Rendered public pages for visitors; without it every page is rendered. */
  pageCache?: PageCache | undefined;
}

export function createEdge(options: EdgeOptions) {
  const { config, keys, api } = options;
  const log = options.log ?? createLogger(config.logLevel);
  const now = options.now ?? (() => new Date());
  const refresher = createRefresher(api, () => now().getTime());
  const sessions = new SessionCache(() => now().getTime());
  const sessionDeps = { config, keys, refresher, now, api, sessions };
  const app = new Hono<EdgeEnv>();

  app.onError(unhandledError(log));
  app.use(requestContext(log));
  app.use(async (c, next) => {
    if (c.env?.incoming && c.env.outgoing) compressResponses(c.env.incoming, c.env.outgoing);
    await next();
  });
  app.use(addSecurityHeaders());
  app.on(['GET', 'HEAD'], '/healthz', healthCheck(options.checkHealth));
  app.use(async (c, next) => {
    c.set('tokens', readTokens(c.req.header('cookie')));
    await next();
  });
  app.use(originCheck(config.publicOrigin));
  app.use(edgeBodyLimits());
  app.use(devMailboxGate(config.devMailbox));
  app.use(sessionWrites({ keys, now, sessions, pageCache: options.pageCache }));
  app.all('/api/*', apiProxy(sessionDeps));
  // The embedded test gateway's card fields, as a gateway's own host would serve them (decision record 320).
  if (config.payments.gateway === 'test') {
    app.route(TEST_GATEWAY_PATH, hostedFields({ secret: purposeSecret({ config, keys }, TEST_TOKEN_PURPOSE), now }));
  }
  app.all('*', astroHandoff({
    ...sessionDeps,
    astro: options.astro,
    pageCache: options.pageCache,
    pageConfig: {
      helpCenterUrl: config.helpCenterUrl,
      mainSiteUrl: config.mainSiteUrl,
      productName: config.productName,
      devMailbox: config.devMailbox,
      supportEmail: config.supportEmail,
      legacyJobsUrl: config.legacyJobsUrl,
      idleLogoutMs: config.idleLogoutMs,
    },
  }));
  return app;
}

export type EdgeApp = ReturnType<typeof createEdge>;
