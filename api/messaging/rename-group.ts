/** RenameGroup: a member names the chat. */
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { groupChats } from '../db/schema/index.ts';
import type { ChatMemberActor } from '../access/chat.ts';
import type { ChatSummary } from '#domain/chat.ts';
import { chatSummaryOf, memberIdsOf } from './queries.ts';
import { publishChatChanged } from './publish.ts';

export async function renameGroup(deps: Deps, actor: ChatMemberActor, name: string): Promise<ChatSummary> {
  await deps.db.transaction(async (tx) => {
    await tx.update(groupChats).set({ name }).where(eq(groupChats.id, actor.chat.id));
    await publishChatChanged(tx, actor.chat.id, await memberIdsOf(tx, actor.chat.id));
  });
  return chatSummaryOf(deps.db, actor.user.userId, actor.chat.id);
}
