/** In-app notifications of company onboarding: administrators hear of a request to join; the requester hears the answer. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { contacts } from '../db/schema/index.ts';
import { notifyUser } from '../notification/notify.ts';
import { escapeHtml } from '../notification/sanitize-html.ts';
import { contactStatuses, webRoles } from '../../src/domain/constants.ts';

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
  const who = `${requester.firstName} ${requester.lastName} (${requester.email})`;
  for (const { userId } of admins) {
    if (userId === null) continue;
    await notifyUser(
      deps,
      {
        userId,
        subject: `${requester.firstName} ${requester.lastName} asked to join ${company.name}`,
        body: `<p>${escapeHtml(`${who} asked to join ${company.name}. Approve or reject the request with your company contacts.`)}</p>`,
      },
      tx,
    );
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
  const said = input.approved
    ? `Your request to join ${input.companyName} was approved. Log in again or reload the page to start working with your company.`
    : `Your request to join ${input.companyName} was not approved. You can ask to join another company or create your own.`;
  await notifyUser(
    deps,
    {
      userId: requester.userId,
      subject: input.approved ? `You joined ${input.companyName}` : `Your request to join ${input.companyName} was declined`,
      body: `<p>${escapeHtml(said)}</p>`,
    },
    tx,
  );
}
