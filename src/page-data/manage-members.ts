/**
 * The posts of /manage-members and /settings/manage-members (plain forms, post/redirect/get): add a member, invite
 * one by e-mail, withdraw an invitation, remove a member, or choose whose profile the /profile pages edit (the
 * "Edit profile" buttons, and the member switcher without script), which then opens that page.
 */
import type { Call } from '../lib/api/operation.ts';
import { Agency_AddMember, Agency_InviteMember, Agency_RemoveMember, Agency_RevokeInvitation, Agency_SelectMember } from '../lib/api/operations.gen.ts';
import { safeLocalPath } from '#domain/safe-path.ts';
import { fieldText, handlePost, type FormState } from './profile/form-post.ts';

type PageContext = Parameters<typeof handlePost>[0];

export function handleMembersPost(astro: PageContext, call: Call): Promise<Response | FormState> {
  return handlePost(
    astro,
    (form) => {
      switch (form.get('form')) {
        case 'select':
          return call(Agency_SelectMember, { body: { instrId: Number(fieldText(form, 'instrId')) } });
        case 'invite':
          return call(Agency_InviteMember, { body: { email: fieldText(form, 'email'), firstName: fieldText(form, 'firstName'), lastName: fieldText(form, 'lastName') } });
        case 'revoke':
          return call(Agency_RevokeInvitation, { query: { invitationId: Number(fieldText(form, 'invitationId')) } });
        case 'remove':
          return call(Agency_RemoveMember, { query: { instrId: Number(fieldText(form, 'instrId')) } });
        default:
          return call(Agency_AddMember, { body: { firstName: fieldText(form, 'firstName'), lastName: fieldText(form, 'lastName') } });
      }
    },
    (form) => (form.get('form') === 'select' ? (safeLocalPath(form.get('returnTo')) ?? '/profile') : astro.url.pathname),
  );
}
