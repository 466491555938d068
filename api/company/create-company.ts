/** POST /api/Company/Create: a company-less contact creates their company and becomes its Administrator, in one transaction. */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { companies, companyJoinRequests, contacts } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { lockCompanyLessContact } from './onboarding-policy.ts';
import { accountTexts, type CreateCompanyInput } from '#domain/account.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';

export async function createCompany(deps: Deps, contactId: number, input: CreateCompanyInput) {
  return deps.db.transaction(async (tx) => {
    await lockCompanyLessContact(tx, contactId);
    const [pending] = await tx
      .select({ id: companyJoinRequests.id })
      .from(companyJoinRequests)
      .where(and(eq(companyJoinRequests.contactId, contactId), eq(companyJoinRequests.status, 'pending')));
    if (pending) throw conflict(accountTexts.requestAlreadyPending);
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.name,
        website: input.website ?? null,
        phone: input.phone ?? null,
        countryCode: input.countryCode,
        stateCode: input.stateCode ?? null,
        city: input.city ?? null,
        createdAt: deps.now(),
      })
      .returning({
        id: companies.id,
        name: companies.name,
        website: companies.website,
        phone: companies.phone,
        countryCode: companies.countryCode,
        stateCode: companies.stateCode,
        city: companies.city,
      });
    if (!company) throw new Error('The company was not created.');
    await tx
      .update(contacts)
      .set({ companyId: company.id, webRole: webRoles.administrator, status: contactStatuses.active })
      .where(eq(contacts.id, contactId));
    return company;
  });
}
