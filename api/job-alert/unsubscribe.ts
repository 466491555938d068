/** The one-click unsubscribe: a valid signed link turns the alerts it names off (again: no change, same answer). */
import { inArray } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { jobAlerts } from '../db/schema/index.ts';
import { forbidden, wrongToken } from '../http/errors.ts';
import { jobAlertTexts } from '#domain/job-alerts.ts';
import { verifyUnsubscribe } from './unsubscribe-link.ts';

export async function unsubscribe(deps: Deps, alertIds: number[], sig: string): Promise<{ message: string; names: string[] }> {
  if (!verifyUnsubscribe(deps, alertIds, sig)) throw wrongToken(forbidden(jobAlertTexts.linkInvalid));
  const rows = await deps.db
    .update(jobAlerts)
    .set({ isActive: false, updatedAt: deps.now() })
    .where(inArray(jobAlerts.id, alertIds))
    .returning({ name: jobAlerts.name });
  return { message: jobAlertTexts.unsubscribed, names: rows.map((r) => r.name) };
}
