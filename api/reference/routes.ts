/**
 * The ProfessionalReference controller: the talent's references, written by the profile's owner,
 * and the referee's confirmation through a signed link, without an account. The specification names the pages only;
 * these paths follow its controller/action shape (decision record 285).
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { profileOwner, visitor } from '../access/people.ts';
import { profileQuery } from '#domain/profile-sections.ts';
import {
  confirmationQuery,
  confirmationRequest,
  reference,
  referenceBody,
  referenceQuery,
  referenceResendBody,
  referencesChanged,
  referenceTexts,
  referenceUpdateBody,
} from '#domain/references.ts';
import { addReference, deleteReference, listReferences, referenceOf, resendRequest, updateReference } from './references.ts';
import { confirmationRequestOf, confirmReference } from './confirmation.ts';
import { sectionBodyRoute, sectionDeleteRoute, sectionListRoute } from '../talent-profile/section-routes.ts';
import { ownProfileWrite } from '../talent-profile/own-profile-routes.ts';

const shape = '{ id, firstName, lastName, companyName, jobTitle, email, phone, relationship, confirmedAt, requestedAt }';
const changed = '{ message, profileStatus, references }';
const section = { controller: 'ProfessionalReference', field: 'references', entry: reference, list: listReferences, changed: referencesChanged };

export const referenceRoutes = [
  sectionListRoute(section, `The references of the caller’s profile (or an agency talent’s by instrId), oldest first: [${shape}]`, profileQuery),
  route({
    method: 'get',
    path: '/api/ProfessionalReference/Get',
    summary: `One reference of the profile by id: ${shape}`,
    access: profileOwner,
    query: referenceQuery,
    response: reference,
    handler: ({ deps, actor, query }) => referenceOf(deps.db, actor.profile.instrId, query.id),
  }),
  sectionBodyRoute(section, 'post', 'Post', {
    summary: `Adds a reference (at most 10; not the talent’s own e-mail, each e-mail once) and mails the referee a link to confirm: ${changed}`,
    input: referenceBody,
    message: referenceTexts.added,
    write: (deps, { user, profile }, body) => addReference(deps, user.userId, profile.instrId, body),
  }),
  ownProfileWrite(
    { method: 'put', path: '/api/ProfessionalReference/Put', summary: `Changes a reference by id; a change of who the referee is (anything but the phone) clears the confirmation and mails a new request: ${changed}`, body: referenceUpdateBody, response: referencesChanged },
    async (deps, actor, body) => {
      const { profileStatus, requested } = await updateReference(deps, actor.user.userId, actor.profile.instrId, body.id, body);
      const message = requested ? referenceTexts.updated : referenceTexts.savedNoRequest;
      return { message, profileStatus, references: await listReferences(deps.db, actor.profile.instrId) };
    },
  ),
  sectionDeleteRoute(section, {
    summary: `Deletes a reference by id: ${changed}`,
    input: referenceQuery,
    message: referenceTexts.deleted,
    write: (deps, { profile }, query) => deleteReference(deps, profile.instrId, query.id),
  }),
  ownProfileWrite(
    { method: 'post', path: '/api/ProfessionalReference/ResendConfirmation', summary: 'Mails the referee a new link to confirm (not once confirmed; at most once an hour, and not after 7 days without an answer); earlier links stop working: { message }', body: referenceResendBody, response: z.object({ message: z.string() }) },
    async (deps, actor, body) => {
      await resendRequest(deps, actor.user.userId, actor.profile.instrId, body.id);
      return { message: referenceTexts.resent };
    },
  ),
  route({
    method: 'get',
    path: '/api/ProfessionalReference/ConfirmationRequest',
    summary: 'What the referee’s signed link shows (r, hash): { talentName, refereeName, companyName, jobTitle, relationship, confirmed }; 404 when the link is not valid or has expired',
    access: visitor,
    capability: true,
    query: confirmationQuery,
    response: confirmationRequest,
    handler: ({ deps, query }) => confirmationRequestOf(deps, query.r, query.hash),
  }),
  route({
    method: 'post',
    path: '/api/ProfessionalReference/Confirm',
    summary: 'The referee confirms through the signed link (r, hash), once; 404 when the link is not valid or has expired: { message }',
    access: visitor,
    capability: true,
    body: confirmationQuery,
    response: z.object({ message: z.string() }),
    handler: async ({ deps, body }) => {
      await confirmReference(deps, body.r, body.hash);
      return { message: referenceTexts.confirmed };
    },
  }),
];
