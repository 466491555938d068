/** The MyInformation controller (spec 1 §7): a talent's own profile basics, or an agency talent's for the agency owner. */
import { route } from '../http/route.ts';
import { photoBodyLimit } from '../blob/photo-upload.ts';
import { knownLocation, myInformationQuery, myInformationSchema, accountTexts } from '../../src/domain/account.ts';
import { masterLocations } from './master-lists.ts';
import { loadMyInformation, saveMyInformation } from './my-information.ts';
import { talentProfileAccess } from './talent-profile-access.ts';

export const myInformationRoutes = [
  route({
    method: 'get',
    path: '/api/MyInformation/Get',
    summary:
      'My information of the caller’s talent profile, or (agency owner) of an agency talent by instrId: ' +
      '{ instrId, nickName, firstName, lastName, email, countryCode, stateCode, countries, states, thumbnailBlobId, profileStatus }',
    access: 'user',
    query: myInformationQuery,
    handler: async ({ deps, query, user }) => {
      const access = await talentProfileAccess(deps.db, user.userId, query.instrId);
      return loadMyInformation(deps.db, access.instrId);
    },
  }),
  route({
    method: 'post',
    path: '/api/MyInformation/Post',
    summary:
      'Save My information; imageAsBase64String (png or jpeg, at most 5 MB) replaces the photo. Answers { message } and the saved information',
    access: 'user',
    body: myInformationSchema.superRefine(knownLocation(masterLocations)),
    bodyLimit: photoBodyLimit,
    handler: async ({ deps, body, user }) => {
      const access = await talentProfileAccess(deps.db, user.userId, body.instrId);
      await saveMyInformation(deps, user.userId, access, body);
      return { message: accountTexts.informationSaved, ...(await loadMyInformation(deps.db, access.instrId)) };
    },
  }),
];
