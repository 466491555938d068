/** LeaveGroupChat: the caller leaves a chat. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { groupChatMembers } from '../db/schema/index.ts';
import type { ChatMemberActor } from '../access/chat.ts';
import { memberIdsOf } from './queries.ts';
import { publishChatChanged } from './publish.ts';

/** The caller leaves: from now on the chat refuses them, and its messages no longer reach their streams. */
export async function leaveGroupChat(deps: Deps, actor: ChatMemberActor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(groupChatMembers)
      .set({ leftAt: deps.now() })
      .where(and(eq(groupChatMembers.chatId, actor.chat.id), eq(groupChatMembers.userId, actor.user.userId), isNull(groupChatMembers.leftAt)));
    await publishChatChanged(tx, actor.chat.id, [actor.user.userId, ...(await memberIdsOf(tx, actor.chat.id))]);
  });
}
