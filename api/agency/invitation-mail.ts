/** The e-mail that invites a person to an agency, with the link to /agency-invitation (decision record 289). */
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { renderMail } from '../mail/templates/layout.ts';
import { AGENCY_INVITATION_DAYS, AGENCY_INVITATION_PAGE } from '#domain/agency-invitations.ts';

export async function sendAgencyInvitationMail(
  deps: Deps,
  db: Db,
  invitation: { email: string; firstName: string; token: string },
  from: { agencyName: string; inviterName: string },
): Promise<void> {
  const product = deps.config.productName;
  await enqueueMail(db, {
    to: invitation.email,
    ...renderMail({
      productName: product,
      subject: `${from.agencyName} invites you to join their agency on ${product}`,
      greeting: `Hello ${invitation.firstName},`,
      paragraphs: [
        `${from.inviterName} invited you to join ${from.agencyName} on ${product}. As a member you build your talent profile and answer jobs with the agency.`,
        'If you have no account yet, you create one through the link. If you have one, log in with this e-mail address and accept.',
      ],
      action: { label: 'Open the invitation', url: pageLink(linkOrigin(deps.config), AGENCY_INVITATION_PAGE, { token: invitation.token }) },
      afterAction: [`The link expires in ${AGENCY_INVITATION_DAYS} days.`, 'If you did not expect this invitation, you can ignore this email.'],
    }),
  });
}
