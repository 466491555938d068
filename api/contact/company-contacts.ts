/** The company contacts of a company administrator: list, invite, edit, re-invite, deactivate, reactivate. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import type { Deps } from '../deps.ts';
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { companyAdmin, type AdministratorActor } from '../access/people.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { companyJoinRequests, contacts } from '../db/schema/index.ts';
import { findUserByEmail } from '../auth/account.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { linkOrigin } from '../mail/links.ts';
import { uniqueOr } from '../db/errors.ts';
import { messages } from '#domain/messages.ts';
import { contactStatuses } from '#domain/constants.ts';
import {
  companyContactSchema,
  companyContactTexts,
  companyContactUpdateSchema,
  companyContactView,
  contactIdSchema,
  identityLocked,
  type CompanyContact,
  type CompanyContactInput,
} from '#domain/company-contacts.ts';
import { companyContact, companyContactIn, setContactStatus } from './company-contacts-admin.ts';
import { sendInvitationMail } from './company-contacts-invitation.ts';
import { withTypedAddressMail } from '../mail/typed-address.ts';
import { savedCompanyContactAnswer } from './answers.ts';

const contactColumns = {
  contactID: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  webRole: contacts.webRole,
  status: contacts.status,
};

/** The company's contacts (one when contactId is given); newRequest: that person asked, from a company-less account, to join. */
async function listContacts(deps: Deps, companyId: number, contactId?: number): Promise<CompanyContact[]> {
  const requester = alias(contacts, 'requester');
  const requests = await deps.db
    .select({ email: sql<string>`lower(${requester.email})` })
    .from(companyJoinRequests)
    .innerJoin(requester, eq(requester.id, companyJoinRequests.contactId))
    .where(and(eq(companyJoinRequests.companyId, companyId), eq(companyJoinRequests.status, 'pending')));
  const asking = new Set(requests.map((r) => r.email));
  const rows = await deps.db
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), contactId === undefined ? undefined : eq(contacts.id, contactId)))
    .orderBy(asc(contacts.firstName), asc(contacts.lastName), asc(contacts.id));
  return rows.map((row) => ({ ...row, newRequest: asking.has(row.email.toLowerCase()) }));
}

function requiredWebRole(deps: Deps, webRole: CompanyContactInput['webRole']): number {
  if (webRole === null || webRole === undefined) {
    const message = messages.contact.accessLevelRequired(deps.config.productName);
    throw badRequest(message, { webRole: [message] });
  }
  return webRole;
}

const alreadyInCompany = () => conflict(messages.contact.alreadyInCompany, { email: [messages.contact.alreadyInCompany] });

/** The address may be invited: not yet a contact of this company, and without an account anywhere. */
async function assertInvitable(deps: Deps, admin: AdministratorActor, email: string, exceptContactId?: number): Promise<void> {
  const [same] = await deps.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, admin.contact.companyId), eq(sql`lower(${contacts.email})`, email.toLowerCase())));
  if (same && same.id !== exceptContactId) throw alreadyInCompany();
  if (await findUserByEmail(deps.db, email)) {
    const message = messages.contact.hasAccountElsewhere(deps.config.productName);
    throw conflict(message, { email: [message] });
  }
}

/** Every route here is a company administrator's, refused to anyone else with the same message. */
const administratorsOnly = { access: companyAdmin, refusal: companyContactTexts.notAdministrator };

export const companyContactRoutes = [
  route({
    method: 'get',
    path: '/api/Contact/GetAll',
    summary: 'The contacts of the administrator’s company: { contactID, firstName, lastName, email, webRole, status (A/I/P), newRequest }[]',
    ...administratorsOnly,
    response: z.array(companyContactView),
    handler: async ({ deps, actor: admin }) => {
      return listContacts(deps, admin.contact.companyId);
    },
  }),
  route({
    method: 'post',
    path: '/api/Contact/Post',
    summary: 'Add a pending contact and mail them an invitation to /signupinvite (valid 7 days). Answers { message, contact }',
    ...administratorsOnly,
    body: companyContactSchema,
    response: savedCompanyContactAnswer,
    handler: async ({ deps, body, actor: admin }) => {
      const webRole = requiredWebRole(deps, body.webRole);
      await assertInvitable(deps, admin, body.email);
      let contactId: number;
      contactId = await uniqueOr(() => alreadyInCompany(), () =>
        withTypedAddressMail(deps, admin.user.userId, body.email, () =>
          deps.db.transaction(async (tx) => {
            const [created] = await tx
            .insert(contacts)
              .values({ companyId: admin.contact.companyId, email: body.email, firstName: body.firstName, lastName: body.lastName, webRole, status: contactStatuses.pending })
              .returning({ id: contacts.id });
            if (!created) throw alreadyInCompany();
            await sendInvitationMail(deps, tx, { contactId: created.id, email: body.email, firstName: body.firstName }, admin, linkOrigin(deps.config));
            return created.id;
          }),
        ),
      );
      return { message: companyContactTexts.inviteSent, contact: (await listContacts(deps, admin.contact.companyId, contactId))[0] };
    },
  }),
  route({
    method: 'put',
    path: '/api/Contact/Put',
    summary: 'Edit a contact of the company; name and e-mail are fixed once the contact is active or inactive. Answers { message, contact }',
    ...administratorsOnly,
    body: companyContactUpdateSchema,
    response: savedCompanyContactAnswer,
    handler: async ({ deps, body, actor: admin }) => {
      const contact = await companyContact(deps.db, admin, body.contactID);
      const webRole = requiredWebRole(deps, body.webRole);
      const emailChanged = body.email.toLowerCase() !== contact.email.toLowerCase();
      if (identityLocked(contact.status) && (emailChanged || body.firstName !== contact.firstName || body.lastName !== contact.lastName)) {
        throw badRequest(companyContactTexts.lockedFields);
      }
      if (emailChanged) await assertInvitable(deps, admin, body.email, contact.id);
      await uniqueOr(() => alreadyInCompany(), () =>
        deps.db
          .update(contacts)
          .set({ firstName: body.firstName, lastName: body.lastName, email: body.email, webRole })
          .where(eq(contacts.id, contact.id)),
      );
      return { message: companyContactTexts.updated, contact: (await listContacts(deps, admin.contact.companyId, contact.id))[0] };
    },
  }),
  route({
    method: 'post',
    path: '/api/Contact/ReInvite',
    summary: 'Mail a pending contact a fresh invitation link. Answers { message }',
    ...administratorsOnly,
    body: contactIdSchema,
    response: messageAnswer,
    handler: async ({ deps, body, actor: admin }) => {
      const contact = await companyContactIn(deps.db, admin, body.contactID, contactStatuses.pending, companyContactTexts.onlyPendingReinvite);
      const origin = linkOrigin(deps.config);
      const invitee = { contactId: contact.id, email: contact.email, firstName: contact.firstName };
      await withTypedAddressMail(deps, admin.user.userId, contact.email, () => sendInvitationMail(deps, deps.db, invitee, admin, origin));
      return { message: companyContactTexts.inviteSent };
    },
  }),
  route({
    method: 'put',
    path: '/api/Contact/DeActivateContact',
    summary: 'Deactivate an active contact of the company and end their sessions. Answers { message }',
    ...administratorsOnly,
    body: contactIdSchema,
    response: messageAnswer,
    handler: async ({ deps, body, actor: admin }) => {
      const contact = await companyContact(deps.db, admin, body.contactID);
      if (contact.id === admin.contact.id) throw badRequest(companyContactTexts.cannotDeactivateSelf);
      if (contact.status !== contactStatuses.active) throw badRequest(companyContactTexts.cannotDeactivate);
      await setContactStatus(deps.db, contact.id, contactStatuses.inactive);
      if (contact.userId !== null) await revokeUserSessions(deps, contact.userId, 'contact-deactivated');
      return { message: companyContactTexts.deactivated };
    },
  }),
  route({
    method: 'put',
    path: '/api/Contact/ReActivateContact',
    summary: 'Reactivate an inactive contact of the company. Answers { message }',
    ...administratorsOnly,
    body: contactIdSchema,
    response: messageAnswer,
    handler: async ({ deps, body, actor: admin }) => {
      const contact = await companyContactIn(deps.db, admin, body.contactID, contactStatuses.inactive, companyContactTexts.onlyInactiveReactivate);
      await setContactStatus(deps.db, contact.id, contactStatuses.active);
      return { message: companyContactTexts.reactivated };
    },
  }),
];
