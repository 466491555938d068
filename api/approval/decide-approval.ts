/**
 * Reading and deciding an approval request through its signed link. A token that names no request, is not the one
 * issued for it or has expired answers 404, each with its message; a request already decided 409 (a link works once). Approving a
 * skill puts it in the catalogue; a badge decision recomputes the talent's badge. The talent is told on the bell.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { approvalRequests, instructors, skills } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { notifyEvent } from '../notification/events.ts';
import { refreshTrustBadge } from '../talent-standing/trust-badge.ts';
import { approvalTexts, type ApprovalDecision, type ApprovalRequestView } from '#domain/approvals.ts';
import { approvalIdOf, expiryOf, signedFor } from './approval-link.ts';
import { approvalView, type ApprovalRow } from './request-facts.ts';

export async function requestOf(deps: Deps, db: Db, token: string, lock: boolean): Promise<ApprovalRow> {
  const id = approvalIdOf(token);
  const query = db.select().from(approvalRequests).where(eq(approvalRequests.id, id ?? 0));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !signedFor(deps, token, row)) throw notFound(approvalTexts.linkInvalid);
  if (deps.now().getTime() > expiryOf(row)) throw notFound(approvalTexts.linkExpired);
  return row;
}

export async function readApproval(deps: Deps, token: string): Promise<ApprovalRequestView> {
  return approvalView(deps.db, await requestOf(deps, deps.db, token, false));
}

/** The talent's user to tell: the profile's own login. */
async function talentUserOf(db: Db, instrId: number, fallback: number): Promise<number> {
  const [talent] = await db.select({ userId: instructors.userId }).from(instructors).where(eq(instructors.id, instrId));
  return talent?.userId ?? fallback;
}

export async function decideApproval(deps: Deps, token: string, decision: ApprovalDecision): Promise<{ message: string }> {
  return deps.db.transaction(async (tx) => {
    const row = await requestOf(deps, tx, token, true);
    if (row.status !== 'pending') throw conflict(approvalTexts.alreadyDecided(row.status));
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await tx.update(approvalRequests).set({ status, decidedAt: deps.now() }).where(eq(approvalRequests.id, row.id));
    let subject = '';
    if (row.kind === 'skill') {
      const [skill] = await tx.select({ name: skills.name }).from(skills).where(eq(skills.id, row.skillId ?? 0));
      if (status === 'approved') await tx.update(skills).set({ isApproved: true }).where(eq(skills.id, row.skillId ?? 0));
      subject = skill?.name ?? '';
    } else {
      await refreshTrustBadge(tx, row.instrId);
    }
    await notifyEvent(deps, 'approvalDecided', await talentUserOf(tx, row.instrId, row.requestedByUserId), { kind: row.kind, approved: status === 'approved', subject }, tx);
    return { message: status === 'approved' ? approvalTexts.approved : approvalTexts.rejected };
  });
}
