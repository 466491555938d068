/**
 * Project contacts: the company contacts on a job. Clients see active and invited ones and may
 * add co-workers; talent who may see the job see only active ones. Removal rule (decision record 120): never the
 * job's owner, never the last contact; an Administrator may remove anyone else, a Standard User themself or a
 * contact they added.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { contacts, projectContacts } from '../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { notifyEvent } from '../notification/events.ts';
import { contactStatuses } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { type AddableContact, type ProjectContact } from '#domain/client-jobs.ts';
import { clientJobTexts } from '#domain/client-job-texts.ts';
import { isAdministrator, type ClientContact } from '../access/client-job.ts';
import type { JobMemberActor, JobReaderActor } from '../access/records.ts';

type Row = { contactId: number; isOwner: boolean; addedByContactId: number | null };

/** Whether `viewer` may remove `row` from a job that has `total` contacts. */
export function isDeletableBy(viewer: ClientContact, row: Row, total: number): boolean {
  if (row.isOwner || total <= 1) return false;
  return isAdministrator(viewer) || row.contactId === viewer.id || row.addedByContactId === viewer.id;
}

/** The contacts of a job: for a client viewer all of them with removal flags, for talent (null) only active ones. */
export async function loadProjectContacts(db: Db, projectId: number, viewer: ClientContact | null): Promise<ProjectContact[]> {
  const rows = await db
    .select({
      contactId: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      phone: contacts.phone,
      jobTitle: contacts.jobTitle,
      imageBlobId: contacts.imageBlobId,
      status: projectContacts.status,
      isOwner: projectContacts.isOwner,
      addedByContactId: projectContacts.addedByContactId,
    })
    .from(projectContacts)
    .innerJoin(contacts, eq(contacts.id, projectContacts.contactId))
    .where(
      and(
        eq(projectContacts.projectId, projectId),
        viewer ? undefined : eq(projectContacts.status, contactStatuses.active),
      ),
    )
    .orderBy(asc(projectContacts.createdAt), asc(contacts.lastName), asc(contacts.firstName));
  return rows.map((r) => ({
    contactID: r.contactId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phoneNumber: r.phone,
    jobTitle: r.jobTitle,
    contactStatus: r.status,
    isOwner: r.isOwner,
    isDeleteAbleContact: viewer ? isDeletableBy(viewer, r, rows.length) : false,
    imageBlobGuid: r.imageBlobId,
  }));
}

/** GetProjectContacts: a client who may see the job, else talent who may see it (only active contacts). */
export async function projectContactsFor(db: Db, { project, contact }: JobReaderActor): Promise<ProjectContact[]> {
  return loadProjectContacts(db, project.id, contact);
}

/** The company's active and invited contacts who are not on the job yet (the choices of "Add contact"). */
export async function addableContacts(db: Db, { project }: JobMemberActor): Promise<AddableContact[]> {
  const onJob = db.select({ id: projectContacts.contactId }).from(projectContacts).where(eq(projectContacts.projectId, project.id));
  const rows = await db
    .select({ contactID: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email, status: contacts.status })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, project.companyId),
        inArray(contacts.status, [contactStatuses.active, contactStatuses.pending]),
        notInArray(contacts.id, onJob),
      ),
    )
    .orderBy(asc(contacts.firstName), asc(contacts.lastName));
  return rows.map(({ status, ...r }) => ({ ...r, contactStatus: status === contactStatuses.pending ? 'P' : 'A' }));
}

export async function addProjectContact(deps: Deps, { project, contact: me }: JobMemberActor, input: { contactId: number }) {
  const [added] = await deps.db.select().from(contacts).where(eq(contacts.id, input.contactId));
  if (!added || added.companyId !== project.companyId || (added.status !== contactStatuses.active && added.status !== contactStatuses.pending)) {
    throw badRequest(clientJobTexts.contactNotInCompany, { contactId: [clientJobTexts.contactNotInCompany] });
  }
  const status = added.status === contactStatuses.pending ? 'P' : 'A';
  await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(projectContacts)
      .values({ projectId: project.id, contactId: added.id, status, addedByContactId: me.id, createdAt: deps.now() })
      .onConflictDoNothing()
      .returning({ contactId: projectContacts.contactId });
    if (!inserted.length) throw conflict(messages.job.contactAlreadyAdded, { contactId: [messages.job.contactAlreadyAdded] });
    if (added.userId !== null && added.id !== me.id) {
      await notifyEvent(deps, 'addedToJob', added.userId, { projectId: project.id, jobTitle: project.title, byName: `${me.firstName} ${me.lastName}` }, tx);
    }
  });
  return { message: clientJobTexts.contactAdded, contacts: await loadProjectContacts(deps.db, project.id, me) };
}

export async function deleteProjectContact(deps: Deps, { project, contact: me }: JobMemberActor, input: { contactId: number }) {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ contactId: projectContacts.contactId, isOwner: projectContacts.isOwner, addedByContactId: projectContacts.addedByContactId })
      .from(projectContacts)
      .where(eq(projectContacts.projectId, project.id))
      .for('update');
    const row = rows.find((r) => r.contactId === input.contactId);
    if (!row) throw notFound(clientJobTexts.contactNotOnJob);
    if (rows.length <= 1) throw conflict(messages.job.lastContact);
    if (!isDeletableBy(me, row, rows.length)) throw forbidden(clientJobTexts.cannotRemoveContact);
    await tx.delete(projectContacts).where(and(eq(projectContacts.projectId, project.id), eq(projectContacts.contactId, input.contactId)));
  });
  const stillOnJob = input.contactId !== me.id || isAdministrator(me);
  return {
    message: clientJobTexts.contactRemoved,
    contacts: stillOnJob ? await loadProjectContacts(deps.db, project.id, me) : [],
  };
}
