/** The referee's side: what the signed link shows, and the confirmation itself (no account needed). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { instructors, professionalReferences } from '../db/schema/index.ts';
import { notFound, wrongToken } from '../http/errors.ts';
import { referenceTexts, type ConfirmationRequest } from '#domain/references.ts';
import { confirmationLinkWorks } from './confirmation-link.ts';
import { notifyEvent } from '../notification/events.ts';
import { talentUsers } from '../notification/recipient.ts';

async function linkedReference(deps: Deps, refId: number, hash: string) {
  const [row] = await deps.db
    .select({ reference: professionalReferences, talentFirstName: instructors.firstName, talentLastName: instructors.lastName })
    .from(professionalReferences)
    .innerJoin(instructors, eq(instructors.id, professionalReferences.instrId))
    .where(eq(professionalReferences.id, refId));
  if (!row || !confirmationLinkWorks(deps, row.reference, hash, deps.now())) throw wrongToken(notFound(referenceTexts.linkInvalid));
  return row;
}

export async function confirmationRequestOf(deps: Deps, refId: number, hash: string): Promise<ConfirmationRequest> {
  const { reference, talentFirstName, talentLastName } = await linkedReference(deps, refId, hash);
  return {
    talentName: `${talentFirstName} ${talentLastName}`,
    refereeName: `${reference.firstName} ${reference.lastName}`,
    companyName: reference.companyName,
    jobTitle: reference.jobTitle,
    relationship: reference.relationship,
    confirmed: reference.confirmedAt !== null,
  };
}

/**
 * Records the confirmation once, and tells the talent; confirming again through the same link changes nothing. The update holds only for
 * the version the link was signed with, so an edit made meanwhile is never confirmed by an older link.
 */
export async function confirmReference(deps: Deps, refId: number, hash: string): Promise<void> {
  const { reference } = await linkedReference(deps, refId, hash);
  await deps.db.transaction(async (tx) => {
    const confirmed = await tx
      .update(professionalReferences)
    .set({ confirmedAt: deps.now() })
    .where(
      and(
        eq(professionalReferences.id, reference.id),
        eq(professionalReferences.linkVersion, reference.linkVersion),
        isNull(professionalReferences.confirmedAt),
        ),
      )
      .returning({ id: professionalReferences.id });
    if (!confirmed.length) return;
    const refereeName = `${reference.firstName} ${reference.lastName}`;
    for (const userId of await talentUsers(tx, reference.instrId)) await notifyEvent(deps, 'referenceConfirmed', userId, { refereeName }, tx);
  });
}
