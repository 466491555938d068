/**
 * Who may chat on a job (decision record 280). The job's chat party is:
 * - client side: active contacts (with an account) of the job's company who are Administrators, or who are active
 *   project contacts of the job — the people who see the job as its client;
 * - talent side: the talent of every proposal on the job in Interview or Hired, and every member of that talent's
 *   agency (the people who act for the talent).
 * The internal team (sales rep, recruiter, project manager) has no accounts in the product: display only.
 * A chat's members are people of the party who joined and did not leave; someone who is no longer of the party (a
 * contact taken off the job, a rejected talent) is refused like a non-member. A job with isChatVisible false has
 * its messaging turned off (403) for everyone.
 */
import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyMembers, contacts, groupChatMembers, groupChats, instructors, projectContacts, projects, proposals, users } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { contactStatuses, webRoles } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { chatTexts, type ChatPerson } from '#domain/chat.ts';
import { declareRecord, type SignedInActor } from './access.ts';
import type { ProjectRow } from './client-job.ts';

export type GroupChatRow = typeof groupChats.$inferSelect;

/** Proposal statuses whose talent may chat on the job. */
export const chatTalentStatuses = ['Interview', 'Hired'] as const;

/** Everyone who may be in the job's chats, by user id (client side first, each person once). */
export async function chatPartyOf(db: Db, project: Pick<ProjectRow, 'id' | 'companyId'>): Promise<ChatPerson[]> {
  const onJob = db
    .select({ id: projectContacts.contactId })
    .from(projectContacts)
    .where(and(eq(projectContacts.projectId, project.id), eq(projectContacts.status, 'A')));
  const clientRows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.userId))
    .where(
      and(
        eq(contacts.companyId, project.companyId),
        eq(contacts.status, contactStatuses.active),
        or(eq(contacts.webRole, webRoles.administrator), inArray(contacts.id, onJob)),
      ),
    );
  const talentOnJob = await db
    .select({ userId: instructors.userId, agencyId: instructors.agencyId })
    .from(proposals)
    .innerJoin(instructors, eq(instructors.id, proposals.instrId))
    .where(and(eq(proposals.projectId, project.id), inArray(proposals.status, [...chatTalentStatuses])));
  const agencyIds = [...new Set(talentOnJob.flatMap((t) => (t.agencyId === null ? [] : [t.agencyId])))];
  const talentUserIds = new Set(talentOnJob.flatMap((t) => (t.userId === null ? [] : [t.userId])));
  if (agencyIds.length) {
    const members = await db.select({ userId: agencyMembers.userId }).from(agencyMembers).where(inArray(agencyMembers.agencyId, agencyIds));
    for (const m of members) talentUserIds.add(m.userId);
  }
  const talentRows = talentUserIds.size
    ? await db.select({ userId: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, [...talentUserIds]))
    : [];
  const party = new Map<number, ChatPerson>();
  for (const r of clientRows) party.set(r.userId, { ...r, side: 'client' });
  for (const r of talentRows) if (!party.has(r.userId)) party.set(r.userId, { ...r, side: 'talent' });
  return [...party.values()];
}

/**
 * The same rule as chatPartyOf, as a condition on one job: whether the user is of the party of the job whose id and
 * company the columns name. For reads over many jobs at once (the unread badge, the chat list).
 */
export function mayChatOn(userId: number, project: { id: AnyColumn; companyId: AnyColumn }): SQL {
  return sql`(exists (select 1 from ${contacts} where ${and(
    eq(contacts.userId, userId),
    eq(contacts.companyId, project.companyId),
    eq(contacts.status, contactStatuses.active),
    or(
      eq(contacts.webRole, webRoles.administrator),
      sql`exists (select 1 from ${projectContacts} where ${and(
        eq(projectContacts.projectId, project.id),
        eq(projectContacts.contactId, contacts.id),
        eq(projectContacts.status, 'A'),
      )})`,
    ),
  )}) or exists (select 1 from ${proposals} inner join ${instructors} on ${eq(instructors.id, proposals.instrId)} where ${and(
    eq(proposals.projectId, project.id),
    inArray(proposals.status, [...chatTalentStatuses]),
    or(
      eq(instructors.userId, userId),
      sql`exists (select 1 from ${agencyMembers} where ${and(eq(agencyMembers.agencyId, instructors.agencyId), eq(agencyMembers.userId, userId))})`,
    ),
  )}))`;
}

const recordId = (id: number | undefined, message: string): number => {
  if (id === undefined) throw notFound(message);
  return id;
};

export interface ChatPartyActor extends SignedInActor {
  project: ProjectRow;
  party: ChatPerson[];
}

/** The project and its party when the user is of it; notFound(message) otherwise, 403 when messaging is off. */
async function partyAccess(db: Db, userId: number, projectId: number, message: string): Promise<{ project: ProjectRow; party: ChatPerson[] }> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(message);
  const party = await chatPartyOf(db, project);
  if (!party.some((p) => p.userId === userId)) throw notFound(message);
  if (!project.isChatVisible) throw forbidden(chatTexts.turnedOff);
  return { project, party };
}

/** Someone who may chat on the job the request names (projectId). */
export const jobChatParty = declareRecord<ChatPartyActor>({
  name: 'job-chat-party',
  idField: 'projectId',
  description:
    'Someone who may chat on the job: an active contact of its company who is an Administrator or on the job, talent with a proposal in Interview or Hired on it, or a member of that talent’s agency. 403 when messaging is turned off for the job.',
  resolve: async ({ deps, user, id }) => {
    if (!user) throw notFound(messages.job.notFound);
    return { user, ...(await partyAccess(deps.db, user.userId, recordId(id, messages.job.notFound), messages.job.notFound)) };
  },
});

export interface ChatMemberActor extends ChatPartyActor {
  chat: GroupChatRow;
}

/** The chat when the user is a current member of it and still of its job's party; notFound('Chat Not Found') otherwise. */
export async function chatMemberAccess(db: Db, userId: number, chatId: number): Promise<Omit<ChatMemberActor, 'user'>> {
  const [row] = await db
    .select({ chat: groupChats })
    .from(groupChats)
    .innerJoin(groupChatMembers, eq(groupChatMembers.chatId, groupChats.id))
    .where(and(eq(groupChats.id, chatId), eq(groupChatMembers.userId, userId), isNull(groupChatMembers.leftAt)));
  if (!row) throw notFound(chatTexts.chatNotFound);
  return { chat: row.chat, ...(await partyAccess(db, userId, row.chat.projectId, chatTexts.chatNotFound)) };
}

/** A current member of the chat the request names (chatId), who may still chat on its job. */
export const chatMember = declareRecord<ChatMemberActor>({
  name: 'chat-member',
  idField: 'chatId',
  description:
    'A current member of the chat (joined and not left) who may still chat on its job; anyone else gets "Chat Not Found". 403 when messaging is turned off for the job.',
  resolve: async ({ deps, user, id }) => {
    if (!user) throw notFound(chatTexts.chatNotFound);
    return { user, ...(await chatMemberAccess(deps.db, user.userId, recordId(id, chatTexts.chatNotFound))) };
  },
});
