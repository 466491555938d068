import type { ChatPartyActor } from '../access/chat.ts';
import { badRequest } from '../http/errors.ts';
import { chatTexts } from '#domain/chat.ts';

/** The people of the job's party among the ids, or 400 naming the first who is not. */
export function partyIds(actor: ChatPartyActor, userIds: number[]): number[] {
  const party = new Set(actor.party.map((p) => p.userId));
  const outsider = userIds.find((id) => !party.has(id));
  if (outsider !== undefined) throw badRequest(chatTexts.notAParty, { userIds: [chatTexts.notAParty] });
  return [...new Set(userIds)];
}
