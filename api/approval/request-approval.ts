/**
 * A new approval request: the row, and in the same transaction one e-mail to the reviewers (the support address)
 * with what is asked and the two signed links, Approve and Reject, each opening the review page. Requests stored
 * without their e-mail (the demo data's) get it from mailPendingReviews once the server has its keys.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { approvalRequests } from '../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { linkOrigin } from '../mail/links.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import { approvalPagePath, type ApprovalDecision } from '#domain/approvals.ts';
import { approvalToken } from './approval-link.ts';
import { approvalView, reviewSubject, type ApprovalRow } from './request-facts.ts';

type NewRequest = Pick<typeof approvalRequests.$inferInsert, 'kind' | 'instrId' | 'requestedByUserId' | 'skillId' | 'certificationId' | 'evidenceBlobId'>;
type MailDeps = Pick<Deps, 'config' | 'keys'>;

const decisionLabel: Record<ApprovalDecision, string> = { approve: 'Approve', reject: 'Reject' };

/** The reviewers' e-mail of a stored request: what is asked, and its signed Approve and Reject links. */
export async function mailReviewRequest(deps: MailDeps, tx: Db, row: ApprovalRow): Promise<void> {
  const view = await approvalView(tx, row);
  const page = new URL(approvalPagePath(approvalToken(deps, row)), linkOrigin(deps.config));
  const links = (['approve', 'reject'] as const).map((decision) => {
    const link = new URL(page);
    link.searchParams.set('decision', decision);
    return { label: decisionLabel[decision], href: link.toString() };
  });
  await enqueueMail(tx, {
    to: deps.config.supportEmail,
    subject: await reviewSubject(tx, row),
    text: [...view.facts, '', ...links.map((l) => `${l.label}: ${l.href}`), '', 'Each link opens the request; the decision is made there, once.', `— ${deps.config.productName}`].join('\n'),
    html: [
      ...view.facts.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join(' · ')}</p>`,
      '<p>Each link opens the request; the decision is made there, once.</p>',
    ].join(''),
  });
}

export async function requestApproval(deps: Deps, tx: Db, input: NewRequest): Promise<ApprovalRow> {
  const [row] = await tx
    .insert(approvalRequests)
    .values({ ...input, createdAt: deps.now() })
    .returning();
  if (!row) throw new Error('The approval request was not stored.');
  await mailReviewRequest(deps, tx, row);
  return row;
}

/**
 * Mails the reviewers every pending request: run once after the demo data is seeded, whose requests (a skill a
 * talent added, a badge waiting for review) are stored before the server's signing keys are at hand.
 */
export async function mailPendingReviews(deps: MailDeps & Pick<Deps, 'db'>): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const pending = await tx.select().from(approvalRequests).where(eq(approvalRequests.status, 'pending')).orderBy(approvalRequests.id);
    for (const row of pending) await mailReviewRequest(deps, tx, row);
    return pending.length;
  });
}
