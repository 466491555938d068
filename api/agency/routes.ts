/**
 * The Agency controller: the agency's members for the switcher and
 * /manage-members, the owner's choice of whose profile the /profile pages edit, adding and removing members, and the
 * agency's company information. The spec does not show these paths; they are ours (decision record 287).
 */
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { agencyMember, agencyOwner } from '../access/people.ts';
import { addMemberSchema, agencyTexts, companyInformationSchema, removeMemberQuery, selectMemberSchema } from '#domain/agency.ts';
import { agencyMembersAnswer, companyInformationAnswer } from './answers.ts';
import { addMember, listMembers, removeMember, selectMember } from './members.ts';
import { loadCompanyInformation, removeAgencyLogo, saveCompanyInformation } from './company-information.ts';
import { agencyInvitationRoutes } from './invitation-routes.ts';
import { photoBodyLimit } from '../blob/photo-upload.ts';

export const agencyRoutes = [
  route({
    method: 'get',
    path: '/api/Agency/GetMembers',
    summary:
      'The agency and its talent for the member switcher: { members: [{ instrId, firstName, lastName, isOwner, isAgency, isEveryone, blobNameGuid }], ' +
      'ownInstrId, selectedInstrId, canSwitch }; the agency comes first, then the talent by name',
    access: agencyMember,
    response: agencyMembersAnswer,
    handler: ({ deps, actor }) => listMembers(deps.db, actor.agencyId, actor.user.userId),
  }),
  route({
    method: 'post',
    path: '/api/Agency/SelectMember',
    summary: 'The owner chooses whose profile the /profile pages edit: { instrId } of the agency or one of its talent, or 0 (Everyone) for their own',
    access: agencyOwner,
    body: selectMemberSchema,
    response: messageAnswer,
    handler: async ({ deps, actor, body }) => {
      await selectMember(deps.db, actor, body.instrId);
      return { message: agencyTexts.memberChosen };
    },
  }),
  route({
    method: 'post',
    path: '/api/Agency/AddMember',
    summary: 'The owner adds a talent profile to the agency: { firstName, lastName }. Answers { message } and the agency’s members',
    access: agencyOwner,
    body: addMemberSchema,
    response: agencyMembersAnswer.extend(messageAnswer.shape),
    handler: async ({ deps, actor, body }) => {
      await addMember(deps, actor, body);
      return { message: agencyTexts.memberAdded, ...(await listMembers(deps.db, actor.agencyId, actor.user.userId)) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Agency/RemoveMember',
    summary: 'The owner removes a talent from the agency (instrId); the owner’s own profile and the agency’s stay. Answers { message }',
    access: agencyOwner,
    query: removeMemberQuery,
    response: messageAnswer,
    handler: async ({ deps, actor, query }) => {
      await removeMember(deps.db, actor, query.instrId);
      return { message: agencyTexts.memberRemoved };
    },
  }),
  route({
    method: 'get',
    path: '/api/Agency/GetCompanyInformation',
    summary: 'The agency’s company information: { instrId, companyName, headline, aboutMe, website, city, logoBlobId, canEdit }',
    access: agencyMember,
    response: companyInformationAnswer,
    handler: ({ deps, actor }) => loadCompanyInformation(deps, actor.agencyId, actor.user.userId),
  }),
  route({
    method: 'post',
    path: '/api/Agency/UpdateCompanyInformation',
    summary:
      'The owner saves the company information: { companyName, headline?, aboutMe?, website?, city?, logoBase64? } (a new logo: png or jpeg, at most 5 MB). ' +
      'Answers { message } and the information',
    access: agencyOwner,
    body: companyInformationSchema,
    bodyLimit: photoBodyLimit,
    response: companyInformationAnswer.extend(messageAnswer.shape),
    handler: async ({ deps, actor, body }) => {
      await saveCompanyInformation(deps, actor, body);
      return { message: agencyTexts.companySaved, ...(await loadCompanyInformation(deps, actor.agencyId, actor.user.userId)) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Agency/DeleteCompanyLogo',
    summary:
      'The owner removes the agency’s logo (its profile photo); the agency’s public page and its talent’s stop showing it. Answers { message } and the information',
    access: agencyOwner,
    response: companyInformationAnswer.extend(messageAnswer.shape),
    handler: async ({ deps, actor }) => {
      await removeAgencyLogo(deps, actor);
      return { message: agencyTexts.logoRemoved, ...(await loadCompanyInformation(deps, actor.agencyId, actor.user.userId)) };
    },
  }),
  ...agencyInvitationRoutes,
];
