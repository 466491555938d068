/** The pending requests of company-less contacts to join the company of a company administrator. */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { companyAdmin } from '../access/people.ts';
import { companyJoinRequests, contacts } from '../db/schema/index.ts';
import { authTexts } from '#domain/auth.ts';
import { joiningRequestAnswer } from './answers.ts';

export const joiningRequestRoutes = [
  route({
    method: 'get',
    path: '/api/User/GetJoiningRequestedUsers',
    summary: 'Pending join requests of the company (company administrators only): { requestId, contactId, firstName, lastName, email, requestedAt }[]',
    access: companyAdmin,
    refusal: authTexts.notCompanyAdministrator,
    response: z.array(joiningRequestAnswer),
    handler: async ({ deps, actor }) =>
      deps.db
        .select({
          requestId: companyJoinRequests.id,
          contactId: contacts.id,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          email: contacts.email,
          requestedAt: companyJoinRequests.createdAt,
        })
        .from(companyJoinRequests)
        .innerJoin(contacts, eq(contacts.id, companyJoinRequests.contactId))
        .where(and(eq(companyJoinRequests.companyId, actor.contact.companyId), eq(companyJoinRequests.status, 'pending')))
        .orderBy(asc(companyJoinRequests.createdAt), asc(companyJoinRequests.id)),
  }),
];
