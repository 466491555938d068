/**
 * Requests of company-less contacts to join a company: one pending request per contact at a time; an active
 * administrator of the company approves it (the contact joins as an active Standard User) or rejects it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { companies, companyJoinRequests, contacts } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/errors.ts';
import { consumeRateLimit, rateLimits } from '../http/rate-limit.ts';
import { uniqueOr } from '../db/errors.ts';
import { countryName } from '../my-information/master-lists.ts';
import { lockCompanyLessContact } from './onboarding-policy.ts';
import type { ClientContact as AdministratorRow } from '../access/client-job.ts';
import { notifyJoinDecided, notifyJoinRequested } from './join-request-notices.ts';
import { accountTexts } from '#domain/account.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';

/** The contact's pending request with the company it is for, or null. */
export async function pendingJoinRequest(db: Db, contactId: number) {
  const [row] = await db
    .select({
      requestId: companyJoinRequests.id,
      companyId: companies.id,
      companyName: companies.name,
      city: companies.city,
      countryCode: companies.countryCode,
      requestedAt: companyJoinRequests.createdAt,
    })
    .from(companyJoinRequests)
    .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
    .where(and(eq(companyJoinRequests.contactId, contactId), eq(companyJoinRequests.status, 'pending')));
  return row ? { ...row, country: countryName(row.countryCode), status: 'pending' as const } : null;
}

export async function requestToJoin(deps: Deps, contactId: number, companyId: number): Promise<void> {
  await consumeRateLimit(deps, rateLimits.joinRequestsPerContact, String(contactId));
  await deps.db.transaction(async (tx) => {
    const requester = await lockCompanyLessContact(tx, contactId);
    const [company] = await tx.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound(accountTexts.companyNotFound);
    if (await pendingJoinRequest(tx, contactId)) throw conflict(accountTexts.requestAlreadyPending);
    await tx.insert(companyJoinRequests).values({ contactId, companyId, createdAt: deps.now() });
    await notifyJoinRequested(deps, tx, company, requester);
  });
}

export async function cancelJoinRequest(db: Db, contactId: number): Promise<void> {
  const removed = await db
    .delete(companyJoinRequests)
    .where(and(eq(companyJoinRequests.contactId, contactId), eq(companyJoinRequests.status, 'pending')))
    .returning({ id: companyJoinRequests.id });
  if (removed.length === 0) throw notFound(accountTexts.noPendingRequest);
}

/** Locks a pending request of the administrator's company; 404 for any other request, so other companies' requests stay unseen. */
async function lockPendingRequest(db: Db, admin: AdministratorRow, requestId: number): Promise<{ requestId: number; contactId: number; companyName: string }> {
  const [request] = await db
    .select({
      requestId: companyJoinRequests.id,
      contactId: companyJoinRequests.contactId,
      companyName: companies.name,
    })
    .from(companyJoinRequests)
    .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
    .where(and(eq(companyJoinRequests.id, requestId), eq(companyJoinRequests.companyId, admin.companyId), eq(companyJoinRequests.status, 'pending')))
    .for('update', { of: companyJoinRequests });
  if (!request) throw notFound(accountTexts.requestNotFound);
  return request;
}

const decided = (admin: AdministratorRow, status: 'approved' | 'rejected', at: Date) => ({
  status,
  decidedByContactId: admin.id,
  decidedAt: at,
});

export async function approveJoinRequest(deps: Deps, admin: AdministratorRow, requestId: number): Promise<void> {
  await uniqueOr(() => conflict(accountTexts.requesterAlreadyContact), () =>
    deps.db.transaction(async (tx) => {
      const request = await lockPendingRequest(tx, admin, requestId);
      const joined = await tx
        .update(contacts)
        .set({ companyId: admin.companyId, webRole: webRoles.standardUser, status: contactStatuses.active })
        .where(and(eq(contacts.id, request.contactId), isNull(contacts.companyId)))
        .returning({ id: contacts.id });
      if (joined.length === 0) throw conflict(accountTexts.requesterHasCompany);
      await tx.update(companyJoinRequests).set(decided(admin, 'approved', deps.now())).where(eq(companyJoinRequests.id, request.requestId));
      await notifyJoinDecided(deps, tx, { requesterContactId: request.contactId, companyName: request.companyName, approved: true });
    }),
  );
}

export async function rejectJoinRequest(deps: Deps, admin: AdministratorRow, requestId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await lockPendingRequest(tx, admin, requestId);
    await tx.update(companyJoinRequests).set(decided(admin, 'rejected', deps.now())).where(eq(companyJoinRequests.id, request.requestId));
    await notifyJoinDecided(deps, tx, { requesterContactId: request.contactId, companyName: request.companyName, approved: false });
  });
}
