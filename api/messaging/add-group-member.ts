/** AddGroupMember: someone who may chat on the job joins the chat. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { groupChatMembers } from '../db/schema/index.ts';
import type { ChatMemberActor } from '../access/chat.ts';
import { conflict } from '../http/errors.ts';
import { chatTexts, type ChatSummary } from '#domain/chat.ts';
import { chatSummaryOf, memberIdsOf } from './queries.ts';
import { publishChatChanged } from './publish.ts';
import { partyIds } from './chat-party-ids.ts';

/**
 * Adds one person of the job's party to the chat; someone who left comes back. Of concurrent requests for the same
 * person one adds them and the others find them in the chat (409): the rejoin updates only a row that still shows
 * them gone, and the insert yields to a row another request made.
 */
export async function addGroupMember(deps: Deps, actor: ChatMemberActor, memberId: number): Promise<ChatSummary> {
  partyIds(actor, [memberId]);
  const now = deps.now();
  const member = and(eq(groupChatMembers.chatId, actor.chat.id), eq(groupChatMembers.userId, memberId));
  await deps.db.transaction(async (tx) => {
    const [back] = await tx
      .update(groupChatMembers)
      .set({ leftAt: null, joinedAt: now, addedByUserId: actor.user.userId })
      .where(and(member, isNotNull(groupChatMembers.leftAt)))
      .returning({ userId: groupChatMembers.userId });
    if (!back) {
      const [added] = await tx
        .insert(groupChatMembers)
        .values({ chatId: actor.chat.id, userId: memberId, addedByUserId: actor.user.userId, joinedAt: now })
        .onConflictDoNothing()
        .returning({ userId: groupChatMembers.userId });
      if (!added) throw conflict(chatTexts.alreadyMember);
    }
    await publishChatChanged(tx, actor.chat.id, await memberIdsOf(tx, actor.chat.id));
  });
  return chatSummaryOf(deps.db, actor.user.userId, actor.chat.id);
}
