/** AddGroupChat: a new group on a job. */
import type { Deps } from '../deps.ts';
import { groupChatMembers, groupChats } from '../db/schema/index.ts';
import type { ChatPartyActor } from '../access/chat.ts';
import type { ChatSummary } from '#domain/chat.ts';
import { chatSummaryOf } from './queries.ts';
import { publishChatChanged } from './publish.ts';
import { partyIds } from './chat-party-ids.ts';

/** A new group on the job with the caller and the people named (all of the job's party). */
export async function addGroupChat(deps: Deps, actor: ChatPartyActor, name: string, userIds: number[]): Promise<ChatSummary> {
  const userId = actor.user.userId;
  const members = partyIds(actor, [userId, ...userIds]);
  const now = deps.now();
  const chatId = await deps.db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(groupChats)
      .values({ projectId: actor.project.id, name, createdByUserId: userId, createdAt: now })
      .returning({ id: groupChats.id });
    if (!chat) throw new Error('The group was not stored.');
    await tx.insert(groupChatMembers).values(members.map((id) => ({ chatId: chat.id, userId: id, addedByUserId: userId, joinedAt: now })));
    await publishChatChanged(tx, chat.id, members);
    return chat.id;
  });
  return chatSummaryOf(deps.db, userId, chatId);
}
