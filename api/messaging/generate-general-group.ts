/** GenerateGeneralGroup: the job's general group with everyone who may chat on the job. */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { groupChatMembers, groupChats } from '../db/schema/index.ts';
import type { ChatPartyActor } from '../access/chat.ts';
import { conflict } from '../http/errors.ts';
import { chatTexts, generalGroupName, type ChatSummary } from '#domain/chat.ts';
import { chatSummaryOf, memberIdsOf } from './queries.ts';
import { publishChatChanged } from './publish.ts';

/**
 * The job's general group, made on first call, with everyone of the party who has never been in it. Someone who
 * left stays out until a member adds them again: when they ask themselves, 409.
 */
export async function generateGeneralGroup(deps: Deps, actor: ChatPartyActor): Promise<ChatSummary> {
  const userId = actor.user.userId;
  const now = deps.now();
  const chatId = await deps.db.transaction(async (tx) => {
    await tx
      .insert(groupChats)
      .values({ projectId: actor.project.id, name: generalGroupName, isGeneral: true, createdByUserId: userId, createdAt: now })
      .onConflictDoNothing();
    const [general] = await tx
      .select({ id: groupChats.id })
      .from(groupChats)
      .where(and(eq(groupChats.projectId, actor.project.id), eq(groupChats.isGeneral, true)));
    if (!general) throw new Error('The general group was neither made nor found.');
    const members = await tx.select({ userId: groupChatMembers.userId, leftAt: groupChatMembers.leftAt }).from(groupChatMembers).where(eq(groupChatMembers.chatId, general.id));
    if (members.some((m) => m.userId === userId && m.leftAt !== null)) throw conflict(chatTexts.leftGeneralGroup);
    const known = new Set(members.map((m) => m.userId));
    const added = actor.party.filter((p) => !known.has(p.userId)).map((p) => p.userId);
    if (added.length) {
      await tx
        .insert(groupChatMembers)
        .values(added.map((id) => ({ chatId: general.id, userId: id, addedByUserId: userId, joinedAt: now })))
        .onConflictDoNothing();
    }
    if (added.length) await publishChatChanged(tx, general.id, await memberIdsOf(tx, general.id));
    return general.id;
  });
  return chatSummaryOf(deps.db, userId, chatId);
}
