/**
 * A new approval request: the row, and in the same transaction one e-mail to the reviewers (the support address)
 * with what is asked and the two signed links, Approve and Reject, each opening the review page.
 */
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { approvalRequests } from '../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { linkOrigin } from '../mail/links.ts';
import { escapeHtml } from '../notification/sanitize-html.ts';
import { approvalPagePath, type ApprovalDecision } from '../../src/domain/approvals.ts';
import { approvalToken } from './approval-link.ts';
import { approvalView, type ApprovalRow } from './request-facts.ts';

type NewRequest = Pick<typeof approvalRequests.$inferInsert, 'kind' | 'instrId' | 'requestedByUserId' | 'skillId' | 'certificationId' | 'evidenceBlobId'> & {
  /** The e-mail's subject: what is to be reviewed. */
  subject: string;
};

const decisionLabel: Record<ApprovalDecision, string> = { approve: 'Approve', reject: 'Reject' };

export async function requestApproval(deps: Deps, tx: Db, input: NewRequest): Promise<ApprovalRow> {
  const { subject: _subject, ...values } = input;
  const [row] = await tx
    .insert(approvalRequests)
    .values({ ...values, createdAt: deps.now() })
    .returning();
  if (!row) throw new Error('The approval request was not stored.');
  const view = await approvalView(tx, row);
  const page = new URL(approvalPagePath(approvalToken(deps, row)), linkOrigin(deps.config));
  const links = (['approve', 'reject'] as const).map((decision) => {
    const link = new URL(page);
    link.searchParams.set('decision', decision);
    return { label: decisionLabel[decision], href: link.toString() };
  });
  await enqueueMail(tx, {
    to: deps.config.supportEmail,
    subject: input.subject,
    text: [...view.facts, '', ...links.map((l) => `${l.label}: ${l.href}`), '', 'Each link opens the request; the decision is made there, once.', `— ${deps.config.productName}`].join('\n'),
    html: [
      ...view.facts.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${links.map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`).join(' · ')}</p>`,
      '<p>Each link opens the request; the decision is made there, once.</p>',
    ].join(''),
  });
  return row;
}
