/**
 * Whether the dev mailbox exists: its routes are mounted only when the configuration turns it on (never in
 * production, never with SMTP_URL, not with DEV_MAILBOX=false); the routes themselves answer loopback clients only.
 */
import type { Config } from '#kernel/config.ts';
import type { AnyRoute } from '../contract/route.ts';
import { devMailboxRoutes } from './routes.ts';

export function withDevMailbox(routes: AnyRoute[], config: Config): AnyRoute[] {
  const mailbox = new Set<AnyRoute>(devMailboxRoutes);
  return config.devMailbox ? routes : routes.filter((r) => !mailbox.has(r));
}

