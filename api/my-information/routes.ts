/** The MyInformation controller: a talent's own profile basics, or an agency talent's for the agency owner. */
import { route } from '../contract/route.ts';
import { profileOwner } from '../access/people.ts';
import { photoBodyLimit } from '../blob/photo-upload.ts';
import { knownLocation, myInformationQuery, myInformationSchema, myPhotoSchema, accountTexts } from '#domain/account.ts';
import { masterLocations } from './master-lists.ts';
import { loadMyInformation, saveMyInformation, saveMyPhoto } from './my-information.ts';
import { myInformationAnswer, savedMyInformationAnswer } from './answers.ts';

export const myInformationRoutes = [
  route({
    method: 'get',
    path: '/api/MyInformation/Get',
    summary:
      'My information of the caller’s talent profile, or (agency owner) of an agency talent by instrId: ' +
      '{ instrId, nickName, firstName, lastName, email, countryCode, stateCode, countries, states, thumbnailBlobId, profileStatus }',
    access: profileOwner,
    query: myInformationQuery,
    response: myInformationAnswer,
    handler: async ({ deps, actor }) => loadMyInformation(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'post',
    path: '/api/MyInformation/Post',
    summary:
      'Save My information; imageAsBase64String (png or jpeg, at most 5 MB) replaces the photo. Answers { message } and the saved information',
    access: profileOwner,
    body: myInformationSchema.check(knownLocation(masterLocations)),
    bodyLimit: photoBodyLimit,
    response: savedMyInformationAnswer,
    handler: async ({ deps, body, actor }) => {
      await saveMyInformation(deps, actor.user.userId, actor.profile, body);
      return { message: accountTexts.informationSaved, ...(await loadMyInformation(deps.db, actor.profile.instrId)) };
    },
  }),
  route({
    method: 'post',
    path: '/api/MyInformation/UpdatePhoto',
    summary:
      'Save the profile photo alone (png or jpeg, at most 5 MB, as base64), as soon as it is cropped, whatever the other fields of My information hold. ' +
      'Answers { message } and the saved information',
    access: profileOwner,
    body: myPhotoSchema,
    bodyLimit: photoBodyLimit,
    response: savedMyInformationAnswer,
    handler: async ({ deps, body, actor }) => {
      await saveMyPhoto(deps, actor.user.userId, actor.profile, body.imageAsBase64String);
      return { message: accountTexts.photoSaved, ...(await loadMyInformation(deps.db, actor.profile.instrId)) };
    },
  }),
];
