/**
 * The talent's guided first run: where they left off (lastVisitedPage, where the next login lands),
 * the end of the guide (isWizardFinished, after which login goes to the dashboard), and the trainer-role prompt
 * (showTrainerRole), answered once.
 */
import { eq } from 'drizzle-orm';
import { route } from '../contract/route.ts';
import { talent } from '../access/people.ts';
import { users } from '../db/schema/index.ts';
import { done } from './answers.ts';
import { wizardProgressBody } from '#domain/profile-progress.ts';

export const profileGuideRoutes = [
  route({
    method: 'post',
    path: '/api/User/UpdateWizardProgress',
    summary: 'The profile guide moved on to { lastVisitedPage } (a /profile page): the next login lands there until the guide is finished',
    access: talent,
    body: wizardProgressBody,
    response: done,
    handler: async ({ deps, body, actor }) => {
      await deps.db.update(users).set({ lastVisitedPage: body.lastVisitedPage, updatedAt: deps.now() }).where(eq(users.id, actor.user.userId));
      return {};
    },
  }),
  route({
    method: 'post',
    path: '/api/User/FinishWizard',
    summary: 'The profile guide is over (isWizardFinished): login goes to the dashboard and the last visited page is forgotten',
    access: talent,
    response: done,
    handler: async ({ deps, actor }) => {
      await deps.db.update(users).set({ isWizardFinished: true, lastVisitedPage: null, updatedAt: deps.now() }).where(eq(users.id, actor.user.userId));
      return {};
    },
  }),
  route({
    method: 'post',
    path: '/api/User/TrainerRolePromptSeen',
    summary: 'The trainer-role prompt (showTrainerRole) was answered: it is not shown again',
    access: talent,
    response: done,
    handler: async ({ deps, actor }) => {
      await deps.db.update(users).set({ showTrainerRole: false, updatedAt: deps.now() }).where(eq(users.id, actor.user.userId));
      return {};
    },
  }),
];
