/**
 * Notification settings: a talent's e-mail subscriptions and in-app notifications, a contact's
 * e-mail subscriptions. Open to a signed-in owner, and to the signed link of a notification e-mail (`sig`
 * with `email`), which the public /notification-settings page passes on.
 */
import { route } from '../contract/route.ts';
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
} from '#domain/notifications.ts';
import { contactSettingsOwner, talentSettingsOwner } from './settings-access.ts';
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
    access: talentSettingsOwner,
    query: talentSettingsQuery,
    response: talentEmailSubscriptionsAnswer,
    handler: async ({ deps, query, actor: { email } }): Promise<TalentEmailSubscriptions> =>
      ({ instrId: query.instrId, email, ...(await talentEmailSettings(deps.db, query.instrId)) }),
  }),
  route({
    method: 'post',
    path: '/api/Notification/AddUpdateEmailSubscriptions',
    summary: 'Change a talent’s e-mail subscriptions (flags left out keep their value); answers all of them',
    access: talentSettingsOwner,
    body: talentEmailSubscriptionsBody,
    response: talentEmailSubscriptionsAnswer,
    handler: async ({ deps, body, actor: { email } }): Promise<TalentEmailSubscriptions> => {
      const flags = await saveTalentEmailSettings(deps.db, body.instrId, changedFlags(body, talentEmailFlags), deps.now());
      return { instrId: body.instrId, email, ...flags };
    },
  }),
  route({
    method: 'get',
    path: '/api/Notification/GetAccountNotifications',
    summary: 'A talent’s in-app notifications: { instrId, email, jobMatches, proposalUpdates, messages, documents }',
    access: talentSettingsOwner,
    query: talentSettingsQuery,
    response: accountNotificationsAnswer,
    handler: async ({ deps, query, actor: { email } }): Promise<AccountNotifications> =>
      ({ instrId: query.instrId, email, ...(await accountNotificationSettingsOf(deps.db, query.instrId)) }),
  }),
  route({
    method: 'post',
    path: '/api/Notification/AddUpdateAccountNotifications',
    summary: 'Change a talent’s in-app notifications (flags left out keep their value); answers all of them',
    access: talentSettingsOwner,
    body: accountNotificationsBody,
    response: accountNotificationsAnswer,
    handler: async ({ deps, body, actor: { email } }): Promise<AccountNotifications> => {
      const flags = await saveAccountNotificationSettings(deps.db, body.instrId, changedFlags(body, accountNotificationFlags), deps.now());
      return { instrId: body.instrId, email, ...flags };
    },
  }),
  route({
    method: 'get',
    path: '/api/Notification/GetContactEmailSubscriptions',
    summary: 'A contact’s e-mail subscriptions: { contactId, email, newProposals, proposalUpdates, messages, companyUpdates, payments, newsletter }',
    access: contactSettingsOwner,
    query: contactSettingsQuery,
    response: contactEmailSubscriptionsAnswer,
    handler: async ({ deps, query, actor: { email } }): Promise<ContactEmailSubscriptions> =>
      ({ contactId: query.contactId, email, ...(await contactEmailSettings(deps.db, query.contactId)) }),
  }),
  route({
    method: 'post',
    path: '/api/Notification/AddUpdateContactEmailSubscriptions',
    summary: 'Change a contact’s e-mail subscriptions (flags left out keep their value); answers all of them',
    access: contactSettingsOwner,
    body: contactEmailSubscriptionsBody,
    response: contactEmailSubscriptionsAnswer,
    handler: async ({ deps, body, actor: { email } }): Promise<ContactEmailSubscriptions> => {
      const flags = await saveContactEmailSettings(deps.db, body.contactId, changedFlags(body, contactEmailFlags), deps.now());
      return { contactId: body.contactId, email, ...flags };
    },
  }),
];
