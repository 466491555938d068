/**
 * The JobAlert controller: the caller's job alerts — saved job center searches e-mailed as jobs
 * are posted — and the one-click unsubscribe of their e-mails, without signing in. The specification names the pages
 * only; these paths follow its controller/action shape (decision record 295).
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { talent, visitor } from '../access/people.ts';
import {
  jobAlertBody,
  jobAlertQuery,
  jobAlertSchema,
  jobAlertsChanged,
  jobAlertTexts,
  jobAlertUpdateBody,
  unsubscribeAnswer,
  unsubscribeQuery,
} from '#domain/job-alerts.ts';
import { searchFilterOptionsSchema } from '#domain/job-center.ts';
import { filterOptions } from '../master/job-filter-options.ts';
import { addAlert, alertOf, deleteAlert, listAlerts, updateAlert } from './alerts.ts';
import { unsubscribe } from './unsubscribe.ts';

const shape = '{ id, name, keyword, roleId, roleName, rateType, locationType, timeZone, languageId, languageName, frequency (instant, daily, weekly), isActive, createdAt }';
const changed = `{ message, alerts: [${shape}] }`;

export const jobAlertRoutes = [
  route({
    method: 'get',
    path: '/api/JobAlert/GetAll',
    summary: `The caller’s job alerts, oldest first: [${shape}]`,
    access: talent,
    response: z.array(jobAlertSchema),
    handler: ({ deps, user }) => listAlerts(deps.db, user.userId),
  }),
  route({
    method: 'get',
    path: '/api/JobAlert/GetFilterOptions',
    summary: 'The choices of the alert form’s filters, the job center’s own: { roles, languages }',
    access: talent,
    response: searchFilterOptionsSchema,
    handler: ({ deps }) => filterOptions(deps.db),
  }),
  route({
    method: 'get',
    path: '/api/JobAlert/Get',
    summary: `One of the caller’s job alerts by id: ${shape}; another user’s → 404`,
    access: talent,
    query: jobAlertQuery,
    response: jobAlertSchema,
    handler: ({ deps, user, query }) => alertOf(deps.db, user.userId, query.id),
  }),
  route({
    method: 'post',
    path: '/api/JobAlert/Post',
    summary: `Adds a job alert (at most 20): a name, the job center’s keyword and filters (at least one), a frequency: ${changed}`,
    access: talent,
    body: jobAlertBody,
    response: jobAlertsChanged,
    handler: async ({ deps, user, body }) => {
      await addAlert(deps.db, user.userId, body);
      return { message: jobAlertTexts.added, alerts: await listAlerts(deps.db, user.userId) };
    },
  }),
  route({
    method: 'put',
    path: '/api/JobAlert/Put',
    summary: `Changes one of the caller’s job alerts by id (isActive turns its e-mails on or off): ${changed}`,
    access: talent,
    body: jobAlertUpdateBody,
    response: jobAlertsChanged,
    handler: async ({ deps, user, body }) => {
      await updateAlert(deps.db, user.userId, body.id, body);
      return { message: jobAlertTexts.updated, alerts: await listAlerts(deps.db, user.userId) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/JobAlert/Delete',
    summary: `Deletes one of the caller’s job alerts by id: ${changed}`,
    access: talent,
    query: jobAlertQuery,
    response: jobAlertsChanged,
    handler: async ({ deps, user, query }) => {
      await deleteAlert(deps.db, user.userId, query.id);
      return { message: jobAlertTexts.deleted, alerts: await listAlerts(deps.db, user.userId) };
    },
  }),
  route({
    method: 'post',
    path: '/api/JobAlert/Unsubscribe',
    summary:
      'One-click unsubscribe from a job alert e-mail (alerts, sig from the signed link; also the List-Unsubscribe-Post target): ' +
      'turns the alerts off, no sign-in needed: { message, names }; an altered link → 403',
    access: visitor,
    capability: true,
    query: unsubscribeQuery,
    response: unsubscribeAnswer,
    handler: ({ deps, query }) => unsubscribe(deps, query.alerts, query.sig),
  }),
];
