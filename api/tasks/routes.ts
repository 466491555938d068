/**
 * The Calendar controller: My Tasks of a talent or agency member (/calendar-view) and its iCalendar feed, which a
 * calendar app reads with the secret link instead of a session.
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { talent, visitor } from '../access/people.ts';
import { notFound, wrongToken } from '../http/errors.ts';
import { loadAccount, accessClaims } from '../auth/account.ts';
import { talentPartyOf, type TalentParty } from '../access/talent-party.ts';
import type { Db } from '../db/client.ts';
import { linkOrigin } from '../mail/links.ts';
import { addDays, feedLinkAnswer, maxTaskDays, tasksAnswer, tasksQuery, taskTexts, toIsoDay, type Task } from '#domain/tasks.ts';

const feedDays = 60 + 365;
import { currentFeedPath, feedOwner, renewFeedPath } from './feed-link.ts';
import { myTasks } from './tasks.ts';
import { talentSigningFor } from '../legal/party.ts';
import { talentSigningOf } from '../access/signing.ts';
import { icsOf } from './ics.ts';

/** The feed covers the last 60 days and the next year, in spans a request may ask for. */
async function feedTasks(db: Db, party: TalentParty, userId: number, today: string): Promise<Task[]> {
  const spans = Array.from({ length: Math.ceil(feedDays / maxTaskDays) }, (_, i) => addDays(today, -60 + i * maxTaskDays));
  const signer = await talentSigningFor(db, userId);
  const answers = await Promise.all(spans.map((from) => myTasks(db, party, signer, { from, to: addDays(from, maxTaskDays - 1) })));
  const byId = new Map(answers.flatMap((a) => a.items).map((task) => [task.id, task]));
  return [...byId.values()];
}

export const taskRoutes = [
  route({
    method: 'get',
    path: '/api/Calendar/GetMyTasks',
    summary:
      'The caller’s tasks from `from` to `to` (at most 42 days; an agency member: the agency’s talent): training days of hired jobs, ' +
      'start days of jobs with a pending proposal, work documents to sign or accept; and every document still waiting: { items, waiting }',
    access: talent,
    query: tasksQuery,
    response: tasksAnswer,
    handler: async ({ deps, actor, caller, query }) =>
      myTasks(deps.db, actor.party, caller ? talentSigningOf(caller) : await talentSigningFor(deps.db, actor.user.userId), query),
  }),
  route({
    method: 'get',
    path: '/api/Calendar/GetFeedLink',
    summary: 'The path of the caller’s calendar feed, which calendar apps can subscribe to: { message, path }',
    access: talent,
    response: feedLinkAnswer,
    handler: async ({ deps, actor }) => ({ message: taskTexts.feedLink, path: await currentFeedPath(deps, actor.user.userId) }),
  }),
  route({
    method: 'post',
    path: '/api/Calendar/RenewFeedLink',
    summary: 'Makes a new calendar feed link and stops every earlier one: { message, path }',
    access: talent,
    response: feedLinkAnswer,
    handler: async ({ deps, actor }) => ({ message: taskTexts.feedRenewed, path: await renewFeedPath(deps, actor.user.userId) }),
  }),
  route({
    method: 'get',
    path: '/api/Calendar/Feed',
    summary: 'Anyone with the secret link: the tasks of its owner as an iCalendar feed (text/calendar); 404 for a wrong or revoked link',
    access: visitor,
    capability: true,
    query: z.object({ token: z.string().max(80) }),
    response: 'file',
    handler: async ({ deps, query }) => {
      const userId = await feedOwner(deps, query.token);
      const account = userId === null ? null : await loadAccount(deps.db, userId);
      const party = account ? await talentPartyOf(deps.db, accessClaims(account, 'calendar-feed')) : null;
      if (!account || !party) throw wrongToken(notFound(taskTexts.feedNotFound));
      const now = new Date();
      const tasks = await feedTasks(deps.db, party, account.user.id, toIsoDay(now));
      const body = icsOf(tasks, { origin: linkOrigin(deps.config), name: taskTexts.feedName, now });
      return new Response(body, {
        headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
      });
    },
  }),
];
