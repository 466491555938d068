/** The Contact controller: a client contact's own information and whether they are on an open job (spec 3 §7). */
import { route } from '../http/route.ts';
import { photoBodyLimit } from '../blob/photo-upload.ts';
import { departmentIds } from '../my-information/master-lists.ts';
import { accountTexts, contactInformationSchema, knownDepartment } from '../../src/domain/account.ts';
import { contactOfUser } from './contact-of-user.ts';
import { loadContactInformation, saveContactInformation } from './my-information.ts';
import { hasActiveJob } from './active-job.ts';
import { companyContactRoutes } from './company-contacts.ts';

export const contactRoutes = [
  route({
    method: 'get',
    path: '/api/Contact/GetMyinformation',
    summary:
      'The caller’s contact information: { contactId, firstName, lastName, nickName, email, phone, jobTitle, departmentId, departments, ' +
      'thumbnailBlobId, companyId, companyName, webRole, status }',
    access: 'user',
    handler: async ({ deps, user }) => loadContactInformation(deps.db, await contactOfUser(deps.db, user.userId)),
  }),
  route({
    method: 'post',
    path: '/api/Contact/UpdateMyInformation',
    summary:
      'Save the caller’s contact information; imageAsBase64String (png or jpeg, at most 5 MB) replaces the photo. Answers { message } and the saved information',
    access: 'user',
    body: contactInformationSchema.superRefine(knownDepartment(departmentIds)),
    bodyLimit: photoBodyLimit,
    handler: async ({ deps, body, user }) => {
      const saved = await saveContactInformation(deps, user.userId, await contactOfUser(deps.db, user.userId), body);
      return { message: accountTexts.informationSaved, ...(await loadContactInformation(deps.db, saved)) };
    },
  }),
  route({
    method: 'get',
    path: '/api/Contact/GetHasActiveJob',
    summary: 'Whether the caller is a contact on an open job: { hasActiveJob }',
    access: 'user',
    handler: async ({ deps, user }) => ({ hasActiveJob: await hasActiveJob(deps.db, (await contactOfUser(deps.db, user.userId)).id) }),
  }),
  ...companyContactRoutes,
];
