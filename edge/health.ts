/** GET /healthz: 200 when the database answers within two seconds, else 503. */
import type { Handler } from 'hono';
import type { EdgeEnv } from './context.ts';

const TIMEOUT_MS = 2_000;

export function healthCheck(check: () => Promise<boolean>): Handler<EdgeEnv> {
  return async (c) => {
    const healthy = await Promise.race([
      check().catch(() => false),
      new Promise<boolean>((resolve) => setTimeout(resolve, TIMEOUT_MS, false).unref()),
    ]);
    c.header('cache-control', 'no-store');
    return healthy ? c.json({ status: 'ok' }, 200) : c.json({ status: 'unavailable' }, 503);
  };
}
