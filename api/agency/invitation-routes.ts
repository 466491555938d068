/**
 * Agency invitations by e-mail (decision record 289): the owner invites, lists and withdraws; the invitee reads the
 * link, signs up through it, or signs in and accepts. The spec does not show these paths; they are ours.
 */
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { agencyOwner, signedIn, visitor } from '../access/people.ts';
import {
  acceptInvitationSchema,
  agencyInvitationQuery,
  agencyInvitationTexts,
  agencySignupSchema,
  inviteMemberSchema,
  revokeInvitationQuery,
} from '#domain/agency-invitations.ts';
import { agencyInvitationAnswer, agencyInvitationsAnswer } from './answers.ts';
import { inviteMember, listInvitations, revokeInvitation } from './invitations.ts';
import { acceptInvitation, describeInvitation, signupThroughInvitation } from './join.ts';

export const agencyInvitationRoutes = [
  route({
    method: 'post',
    path: '/api/Agency/InviteMember',
    summary: 'The owner invites a person by e-mail: { email, firstName, lastName }. The link expires in 7 days; sending again to the address withdraws the earlier link',
    access: agencyOwner,
    body: inviteMemberSchema,
    response: agencyInvitationsAnswer.extend(messageAnswer.shape),
    handler: async ({ deps, actor, body }) => {
      await inviteMember(deps, actor, body);
      return { message: agencyInvitationTexts.inviteSent, ...(await listInvitations(deps, actor.agencyId)) };
    },
  }),
  route({
    method: 'get',
    path: '/api/Agency/GetInvitations',
    summary: 'The owner’s invitations that are neither accepted nor withdrawn: { invitations: [{ invitationId, email, firstName, lastName, sentAt, expiresAt, expired }] }',
    access: agencyOwner,
    response: agencyInvitationsAnswer,
    handler: ({ deps, actor }) => listInvitations(deps, actor.agencyId),
  }),
  route({
    method: 'delete',
    path: '/api/Agency/RevokeInvitation',
    summary: 'The owner withdraws an invitation (invitationId); its link then says so. Answers { message }',
    access: agencyOwner,
    query: revokeInvitationQuery,
    response: messageAnswer,
    handler: async ({ deps, actor, query }) => {
      await revokeInvitation(deps, actor, query.invitationId);
      return { message: agencyInvitationTexts.invitationWithdrawn };
    },
  }),
  route({
    method: 'get',
    path: '/api/Agency/Invitation',
    summary: 'What an invitation link offers: { email, firstName, lastName, agencyName, hasAccount }; 400 saying whether it is withdrawn, used, expired or not valid',
    access: visitor,
    capability: true,
    query: agencyInvitationQuery,
    response: agencyInvitationAnswer,
    handler: ({ deps, query }) => describeInvitation(deps, query.token),
  }),
  route({
    method: 'post',
    path: '/api/Agency/SignupInvite',
    summary: 'Create the invited person’s account, already activated, as a member of the agency: { token, firstName, lastName, password, acceptTerms, captcha }. Answers { message }',
    access: visitor,
    capability: true,
    body: agencySignupSchema,
    response: messageAnswer,
    handler: async ({ deps, body, ip }) => {
      await signupThroughInvitation(deps, body, ip);
      return { message: agencyInvitationTexts.signedUp };
    },
  }),
  route({
    method: 'post',
    path: '/api/Agency/AcceptInvitation',
    summary: 'A signed-in talent accepts an invitation sent to their address and joins the agency: { token }. Answers { message }; renew the session afterwards',
    access: signedIn,
    capability: true,
    body: acceptInvitationSchema,
    response: messageAnswer,
    handler: async ({ deps, actor, body }) => {
      await acceptInvitation(deps, actor.user.userId, body.token);
      return { message: agencyInvitationTexts.joined };
    },
  }),
];
