/**
 * A talent's professional references, written by the profile's owner. Adding one, or changing who the referee is
 * (anything but the phone number), mails the referee a new request to confirm and clears an earlier confirmation:
 * the referee confirms what the talent says about them, not what it said before. References count towards the
 * profile status, so every write goes through changeProfile.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { instructors, professionalReferences, users } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { holdTypedAddressMail } from '../mail/typed-address.ts';
import { referenceConfirmationMail } from '../mail/templates/reference-confirmation.ts';
import { referenceLimits, referenceTexts, type Reference, type ReferenceInput } from '#domain/references.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';
import { confirmationLink } from './confirmation-link.ts';
import { deleteEntry, entryFound, entryOf } from '../talent-profile/profile-entry.ts';

type ReferenceRow = typeof professionalReferences.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const view = (row: ReferenceRow): Reference => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName,
  jobTitle: row.jobTitle,
  email: row.email,
  phone: row.phone,
  relationship: row.relationship,
  confirmedAt: iso(row.confirmedAt),
  requestedAt: iso(row.requestedAt),
});

export async function listReferences(db: Db, instrId: number): Promise<Reference[]> {
  const rows = await db.select().from(professionalReferences).where(eq(professionalReferences.instrId, instrId)).orderBy(asc(professionalReferences.id));
  return rows.map(view);
}

export async function referenceOf(db: Db, instrId: number, id: number): Promise<Reference> {
  return view(await referenceRowOf(db, instrId, id));
}

const values = (input: ReferenceInput) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  companyName: input.companyName,
  jobTitle: input.jobTitle ?? null,
  email: input.email,
  phone: input.phone ?? null,
  relationship: input.relationship,
});

/** The talent's own e-mail and another reference with the same e-mail are refused. */
async function refuseEmail(tx: Db, instrId: number, email: string, exceptId: number | null): Promise<void> {
  const [owner] = await tx
    .select({ email: users.email })
    .from(instructors)
    .innerJoin(users, eq(users.id, instructors.userId))
    .where(eq(instructors.id, instrId));
  if (owner && owner.email.toLowerCase() === email) throw conflict(referenceTexts.ownEmail, { email: [referenceTexts.ownEmail] });
  const same = and(eq(professionalReferences.instrId, instrId), sql`lower(${professionalReferences.email}) = ${email}`);
  const [other] = await tx
    .select({ id: professionalReferences.id })
    .from(professionalReferences)
    .where(exceptId === null ? same : and(same, ne(professionalReferences.id, exceptId)));
  if (other) throw conflict(referenceTexts.duplicateEmail, { email: [referenceTexts.duplicateEmail] });
}

/**
 * Mails the referee a link signed with the reference's current version, and records when. The mail goes to an
 * address the talent typed: the limits of such mail apply (api/mail/typed-address.ts), counted in the transaction
 * once the reference's own checks have passed.
 */
async function requestConfirmation(deps: Deps, tx: Db, senderUserId: number, row: ReferenceRow): Promise<void> {
  await holdTypedAddressMail(deps, tx, senderUserId, row.email);
  const [talent] = await tx.select({ firstName: instructors.firstName, lastName: instructors.lastName }).from(instructors).where(eq(instructors.id, row.instrId));
  const now = deps.now();
  await tx.update(professionalReferences).set({ requestedAt: now }).where(eq(professionalReferences.id, row.id));
  await enqueueMail(
    tx,
    referenceConfirmationMail({
      to: row.email,
      refereeFirstName: row.firstName,
      talentName: talent ? `${talent.firstName} ${talent.lastName}` : 'A talent',
      relationship: row.relationship,
      link: confirmationLink(deps, row, now),
      productName: deps.config.productName,
    }),
  );
}

const referenceSelect = (db: Db, instrId: number, id: number) => db.select().from(professionalReferences).where(entryOf(professionalReferences, instrId, id));

/** The reference's row, or 404. */
const referenceRowOf = (db: Db, instrId: number, id: number): Promise<ReferenceRow> => entryFound(referenceSelect(db, instrId, id), referenceTexts.notFound);

/** The reference's row locked for the rest of the transaction, or 404. */
const lockedReferenceRow = (tx: Db, instrId: number, id: number): Promise<ReferenceRow> => entryFound(referenceSelect(tx, instrId, id).for('update'), referenceTexts.notFound);

/** A request that goes out: not once confirmed, not twice within resendAfterMinutes, none after answerDays without an answer. */
function refuseRequestAgain(row: ReferenceRow, now: Date): void {
  if (row.confirmedAt) throw conflict(referenceTexts.alreadyConfirmed);
  if (now.getTime() - row.createdAt.getTime() >= referenceLimits.answerDays * DAY_MS) throw conflict(referenceTexts.notAnswered);
  const waitUntil = (row.requestedAt?.getTime() ?? 0) + referenceLimits.resendAfterMinutes * 60_000;
  if (waitUntil > now.getTime()) throw conflict(referenceTexts.resendTooSoon);
}

export function addReference(deps: Deps, senderUserId: number, instrId: number, input: ReferenceInput): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    const limit = { list: 'references', max: referenceLimits.perProfile, message: referenceTexts.tooMany } as const;
    await holdListLimit(tx, limit, instrId, () => tx.$count(professionalReferences, eq(professionalReferences.instrId, instrId)));
    await refuseEmail(tx, instrId, input.email, null);
    const [row] = await tx.insert(professionalReferences).values({ instrId, ...values(input), createdAt: deps.now() }).returning();
    if (!row) throw new Error('The new reference was not returned.');
    await requestConfirmation(deps, tx, senderUserId, row);
  });
}

const identityChanged = (before: ReferenceRow, after: ReturnType<typeof values>) =>
  (['firstName', 'lastName', 'companyName', 'jobTitle', 'email', 'relationship'] as const).some((key) => (before[key] ?? null) !== after[key]);

/** Answers whether a new request to confirm was mailed (a change of who the referee is). */
export async function updateReference(
  deps: Deps,
  senderUserId: number,
  instrId: number,
  id: number,
  input: ReferenceInput,
): Promise<{ profileStatus: ProfileStatus; requested: boolean }> {
  let requested = false;
  const profileStatus = await changeProfile(deps, instrId, async (tx) => {
    const before = await lockedReferenceRow(tx, instrId, id);
    await refuseEmail(tx, instrId, input.email, id);
    const next = values(input);
    requested = identityChanged(before, next);
    const change = requested ? { ...next, confirmedAt: null, linkVersion: before.linkVersion + 1, updatedAt: deps.now() } : { ...next, updatedAt: deps.now() };
    const [row] = await tx.update(professionalReferences).set(change).where(eq(professionalReferences.id, id)).returning();
    if (requested && row) await requestConfirmation(deps, tx, senderUserId, row);
  });
  return { profileStatus, requested };
}

export function deleteReference(deps: Deps, instrId: number, id: number): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await deleteEntry(tx, professionalReferences, instrId, id, referenceTexts.notFound);
  });
}

/**
 * A new request to a referee who has not confirmed yet, at most once an hour and only within answerDays of the
 * first; the links sent before stop working.
 */
export async function resendRequest(deps: Deps, senderUserId: number, instrId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedReferenceRow(tx, instrId, id);
    refuseRequestAgain(row, deps.now());
    const [next] = await tx
      .update(professionalReferences)
      .set({ linkVersion: row.linkVersion + 1 })
      .where(eq(professionalReferences.id, id))
      .returning();
    if (next) await requestConfirmation(deps, tx, senderUserId, next);
  });
}
