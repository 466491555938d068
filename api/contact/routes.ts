/** The Contact controller: a client contact's own information and whether they are on an open job. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { contact } from '../access/people.ts';
import { photoBodyLimit } from '../blob/photo-upload.ts';
import { departmentIds } from '../my-information/master-lists.ts';
import { accountTexts, contactInformationSchema, knownDepartment } from '#domain/account.ts';
import { loadContactInformation, saveContactInformation } from './my-information.ts';
import { hasActiveJob } from './active-job.ts';
import { companyContactRoutes } from './company-contacts.ts';
import { contactInformationAnswer, savedContactInformationAnswer } from './answers.ts';

export const contactRoutes = [
  route({
    method: 'get',
    path: '/api/Contact/GetMyinformation',
    summary:
      'The caller’s contact information: { contactId, firstName, lastName, nickName, email, phone, jobTitle, departmentId, departments, ' +
      'thumbnailBlobId, companyId, companyName, webRole, status }',
    access: contact,
    response: contactInformationAnswer,
    handler: async ({ deps, actor }) => loadContactInformation(deps.db, actor.contact),
  }),
  route({
    method: 'post',
    path: '/api/Contact/UpdateMyInformation',
    summary:
      'Save the caller’s contact information; imageAsBase64String (png or jpeg, at most 5 MB) replaces the photo. Answers { message } and the saved information',
    access: contact,
    body: contactInformationSchema.check(knownDepartment(departmentIds)),
    bodyLimit: photoBodyLimit,
    response: savedContactInformationAnswer,
    handler: async ({ deps, body, actor }) => {
      const saved = await saveContactInformation(deps, actor.user.userId, actor.contact, body);
      return { message: accountTexts.informationSaved, ...(await loadContactInformation(deps.db, saved)) };
    },
  }),
  route({
    method: 'get',
    path: '/api/Contact/GetHasActiveJob',
    summary: 'Whether the caller is a contact on an open job: { hasActiveJob }',
    access: contact,
    response: z.object({ hasActiveJob: z.boolean() }),
    handler: async ({ deps, actor }) => ({ hasActiveJob: await hasActiveJob(deps.db, actor.contact.id) }),
  }),
  ...companyContactRoutes,
];
