/** The pending requests of company-less contacts to join the company of a company administrator. */
import { and, asc, eq } from 'drizzle-orm';
import { route } from '../http/route.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { companyJoinRequests, contacts } from '../db/schema/index.ts';
import { loadAccount } from '../auth/account.ts';
import { authTexts } from '../../src/domain/auth.ts';
import { contactStatuses, webRoles } from '../../src/domain/constants.ts';

export const joiningRequestRoutes = [
  route({
    method: 'get',
    path: '/api/User/GetJoiningRequestedUsers',
    summary: 'Pending join requests of the company (company administrators only): { requestId, contactId, firstName, lastName, email, requestedAt }[]',
    access: 'user',
    handler: async ({ deps, user }) => {
      const account = await loadAccount(deps.db, user.userId);
      if (!account) throw unauthorized(authTexts.sessionEnded);
      const contact = account.contact;
      const companyId = contact?.companyId ?? null;
      if (!contact || companyId === null || contact.webRole !== webRoles.administrator || contact.status !== contactStatuses.active) {
        throw forbidden(authTexts.notCompanyAdministrator);
      }
      return deps.db
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
        .where(and(eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.status, 'pending')))
        .orderBy(asc(companyJoinRequests.createdAt), asc(companyJoinRequests.id));
    },
  }),
];
