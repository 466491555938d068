/**
 * Notification settings (spec 1 §7): a talent's e-mail subscriptions and in-app notifications, a contact's
 * e-mail subscriptions. Open to a signed-in owner, and to the signed link of a notification e-mail (`sig`
 * with `email`), which the public /notification-settings page passes on.
 */
import { route } from '../http/route.ts';
import { visitor } from '../access/people.ts';
import {
  accountNotificationFlags,
  accountNotificationsAnswer,
  accountNotificationsBody,
  contactEmailFlags,
  contactEmailSubscriptionsAnswer,
  contactEmailSubscriptionsBody,
  contactSettingsQuery,
  talentEmailFlags,
  talentEmailSubscriptionsAnswer,
  talentEmailSubscriptionsBody,
  talentSettingsQuery,
  type AccountNotifications,
  type ContactEmailSubscriptions,
  type TalentEmailSubscriptions,
} from '../../src/domain/notifications.ts';
import { authorizeSettings } from './settings-access.ts';
import {
  accountNotificationSettingsOf,
  changedFlags,
  contactEmailSettings,
  saveAccountNotificationSettings,
  saveContactEmailSettings,
  saveTalentEmailSettings,
  talentEmailSettings,
} from './settings.ts';

export const settingsRoutes = [
  route({
    method: 'get',
    path: '/api/Notification/GetEmailSubscriptions',
    summary: 'A talent’s e-mail subscriptions: { instrId, email, jobAlerts, proposalUpdates, messages, testimonials, payments, newsletter }',
    access: visitor,
    query: talentSettingsQuery,
    response: talentEmailSubscriptionsAnswer,
    handler: async ({ deps, query, user }): Promise<TalentEmailSubscriptions> => {
      const { email } = await authorizeSettings(deps, user, { instrId: query.instrId }, query);
      return { instrId: query.instrId, email, ...(await talentEmailSettings(deps.db, query.instrId)) };
    },
  }),
  route({
    method: 'post',
    path: '/api/Notification/AddUpdateEmailSubscriptions',
    summary: 'Change a talent’s e-mail subscriptions (flags left out keep their value); answers all of them',
    access: visitor,
    body: talentEmailSubscriptionsBody,
    response: talentEmailSubscriptionsAnswer,
    handler: async ({ deps, body, user }): Promise<TalentEmailSubscriptions> => {
      const { email } = await authorizeSettings(deps, user, { instrId: body.instrId }, body);
      const flags = await saveTalentEmailSettings(deps.db, body.instrId, changedFlags(body, talentEmailFlags), deps.now());
      return { instrId: body.instrId, email, ...flags };
    },
  }),
  route({
    method: 'get',
    path: '/api/Notification/GetAccountNotifications',
    summary: 'A talent’s in-app notifications: { instrId, email, jobMatches, proposalUpdates, messages, documents }',
    access: visitor,
    query: talentSettingsQuery,
    response: accountNotificationsAnswer,
    handler: async ({ deps, query, user }): Promise<AccountNotifications> => {
      const { email } = await authorizeSettings(deps, user, { instrId: query.instrId }, query);
      return { instrId: query.instrId, email, ...(await accountNotificationSettingsOf(deps.db, query.instrId)) };
    },
  }),
  route({
    method: 'post',
    path: '/api/Notification/AddUpdateAccountNotifications',
    summary: 'Change a talent’s in-app notifications (flags left out keep their value); answers all of them',
    access: visitor,
    body: accountNotificationsBody,
    response: accountNotificationsAnswer,
    handler: async ({ deps, body, user }): Promise<AccountNotifications> => {
      const { email } = await authorizeSettings(deps, user, { instrId: body.instrId }, body);
      const flags = await saveAccountNotificationSettings(deps.db, body.instrId, changedFlags(body, accountNotificationFlags), deps.now());
      return { instrId: body.instrId, email, ...flags };
    },
  }),
  route({
    method: 'get',
    path: '/api/Notification/GetContactEmailSubscriptions',
    summary: 'A contact’s e-mail subscriptions: { contactId, email, newProposals, proposalUpdates, messages, companyUpdates, payments, newsletter }',
    access: visitor,
    query: contactSettingsQuery,
    response: contactEmailSubscriptionsAnswer,
    handler: async ({ deps, query, user }): Promise<ContactEmailSubscriptions> => {
      const { email } = await authorizeSettings(deps, user, { contactId: query.contactId }, query);
      return { contactId: query.contactId, email, ...(await contactEmailSettings(deps.db, query.contactId)) };
    },
  }),
  route({
    method: 'post',
    path: '/api/Notification/AddUpdateContactEmailSubscriptions',
    summary: 'Change a contact’s e-mail subscriptions (flags left out keep their value); answers all of them',
    access: visitor,
    body: contactEmailSubscriptionsBody,
    response: contactEmailSubscriptionsAnswer,
    handler: async ({ deps, body, user }): Promise<ContactEmailSubscriptions> => {
      const { email } = await authorizeSettings(deps, user, { contactId: body.contactId }, body);
      const flags = await saveContactEmailSettings(deps.db, body.contactId, changedFlags(body, contactEmailFlags), deps.now());
      return { contactId: body.contactId, email, ...flags };
    },
  }),
];
