/** In-app notifications of company onboarding: administrators hear of a request to join; the requester hears the answer. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { contacts } from '../db/schema/index.ts';
import { notifyEvent } from '../notification/events.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';

interface Requester {
  firstName: string;
  lastName: string;
  email: string;
}

/** Tells every active administrator of the company, in the caller's transaction. */
export async function notifyJoinRequested(deps: Deps, tx: Db, company: { id: number; name: string }, requester: Requester): Promise<void> {
  const admins = await tx
    .select({ userId: contacts.userId })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, company.id),
        eq(contacts.webRole, webRoles.administrator),
        eq(contacts.status, contactStatuses.active),
        isNotNull(contacts.userId),
      ),
    );
  for (const { userId } of admins) {
    if (userId === null) continue;
    await notifyEvent(deps, 'joinRequested', userId, { companyName: company.name, ...requester }, tx);
  }
}

/** Tells the requester whether they were let in, in the caller's transaction. */
export async function notifyJoinDecided(
  deps: Deps,
  tx: Db,
  input: { requesterContactId: number; companyName: string; approved: boolean },
): Promise<void> {
  const [requester] = await tx.select({ userId: contacts.userId }).from(contacts).where(eq(contacts.id, input.requesterContactId));
  if (!requester?.userId) return;
  await notifyEvent(deps, input.approved ? 'joinApproved' : 'joinDeclined', requester.userId, { companyName: input.companyName }, tx);
}
