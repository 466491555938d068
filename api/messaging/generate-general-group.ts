/** GenerateGeneralGroup: the job's general group with everyone who may chat on the job. */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { groupChatMembers, groupChats } from '../db/schema/index.ts';
import type { ChatPartyActor } from '../access/chat.ts';
import { generalGroupName, type ChatSummary } from '../../src/domain/chat.ts';
import { chatSummaryOf, memberIdsOf } from './queries.ts';
import { publishChatChanged } from './publish.ts';

/**
 * The job's general group, made on first call, with everyone of the party who has never been in it; someone who
 * left stays out, except the caller, who rejoins by asking.
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
    const known = new Set((await tx.select({ userId: groupChatMembers.userId }).from(groupChatMembers).where(eq(groupChatMembers.chatId, general.id))).map((m) => m.userId));
    const added = actor.party.filter((p) => !known.has(p.userId)).map((p) => p.userId);
    if (added.length) {
      await tx
        .insert(groupChatMembers)
        .values(added.map((id) => ({ chatId: general.id, userId: id, addedByUserId: userId, joinedAt: now })))
        .onConflictDoNothing();
    }
    const rejoined = await tx
      .update(groupChatMembers)
      .set({ leftAt: null, joinedAt: now })
      .where(and(eq(groupChatMembers.chatId, general.id), eq(groupChatMembers.userId, userId)))
      .returning({ leftAt: groupChatMembers.leftAt });
    if (added.length || rejoined.length) await publishChatChanged(tx, general.id, await memberIdsOf(tx, general.id));
    return general.id;
  });
  return chatSummaryOf(deps.db, userId, chatId);
}
