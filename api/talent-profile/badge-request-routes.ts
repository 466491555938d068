/**
 * The certified trust badges of a profile (/profile/certifications), by the profile's owner: the talent, or the
 * owner of the talent's agency. A request is decided by the support team through the Approval controller.
 */
import { route } from '../contract/route.ts';
import { ownProfileRead, ownProfileUpload } from './own-profile-routes.ts';
import { profileOwner } from '../access/people.ts';
import { entryDeleteQuery, profileQuery } from '#domain/profile-sections.ts';
import { badgeRequestAnswer, badgeRequestBody, badgeRequestsAnswer } from '#domain/badge-requests.ts';
import { badgeRequestsOf, requestBadge, uploadCertificationDocument } from './badge-requests.ts';

export const badgeRequestRoutes = [
  ownProfileRead(
    {
      path: '/api/TrustBadge/GetRequests',
      summary:
        'Where the certified badges of the caller’s profile (or an agency talent’s by instrId) stand: { badge, hasDesignerRole, ' +
        'certifications [{ id, name, documentName }], requests { CT, CID }: the latest request of each ({ status, certificationName, requestedAt, decidedAt }) or null }',
      query: profileQuery,
      response: badgeRequestsAnswer,
    },
    (deps, instrId) => badgeRequestsOf(deps.db, instrId),
  ),
  route({
    method: 'post',
    path: '/api/TrustBadge/Request',
    summary:
      'Asks for the CT or CID badge ({ kind, certificationId }) with a certification of the profile that has its document; CID also needs the ' +
      'Instructional Designer role. Mails the support team the signed Approve and Reject links. 404 for a certification not on the profile, ' +
      '409 without its document or the role, or when the badge is held or already waiting. Answers { message, …GetRequests }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: profileQuery,
    body: badgeRequestBody,
    response: badgeRequestAnswer,
    handler: ({ deps, actor, body }) => requestBadge(deps, actor.user.userId, actor.profile.instrId, body),
  }),
  ownProfileUpload(
    {
      path: '/api/Certification/UploadDocument',
      summary:
        'Stores the document of a certification of the profile (id; multipart field formFile; PDF, JPG or PNG by content, at most 20 MB), ' +
        'replacing the one before; the evidence of a badge request. Answers { message, …TrustBadge/GetRequests }',
      query: entryDeleteQuery,
      response: badgeRequestAnswer,
    },
    (deps, actor, request, query) => uploadCertificationDocument(deps, actor.user.userId, actor.profile.instrId, query.id, request),
  ),
];
