/** AddGroupMember: someone who may chat on the job joins the chat. */
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { groupChatMembers } from '../db/schema/index.ts';
import type { ChatMemberActor } from '../access/chat.ts';
import { conflict } from '../http/errors.ts';
import { chatTexts, type ChatSummary } from '../../src/domain/chat.ts';
import { chatSummaryOf, memberIdsOf } from './queries.ts';
import { publishChatChanged } from './publish.ts';
import { partyIds } from './chat-party-ids.ts';

/** Adds one person of the job's party to the chat; someone who left comes back. */
export async function addGroupMember(deps: Deps, actor: ChatMemberActor, memberId: number): Promise<ChatSummary> {
  partyIds(actor, [memberId]);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ leftAt: groupChatMembers.leftAt })
      .from(groupChatMembers)
      .where(and(eq(groupChatMembers.chatId, actor.chat.id), eq(groupChatMembers.userId, memberId)));
    if (row && row.leftAt === null) throw conflict(chatTexts.alreadyMember);
    if (row) {
      await tx
        .update(groupChatMembers)
        .set({ leftAt: null, joinedAt: now, addedByUserId: actor.user.userId })
        .where(and(eq(groupChatMembers.chatId, actor.chat.id), eq(groupChatMembers.userId, memberId)));
    } else {
      await tx.insert(groupChatMembers).values({ chatId: actor.chat.id, userId: memberId, addedByUserId: actor.user.userId, joinedAt: now });
    }
    await publishChatChanged(tx, actor.chat.id, await memberIdsOf(tx, actor.chat.id));
  });
  return chatSummaryOf(deps.db, actor.user.userId, actor.chat.id);
}
