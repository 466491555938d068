/** The three kinds of notification settings: what they are called, their flags, and how they are saved. */
import {
  accountNotificationFlags,
  accountNotificationsBody,
  contactEmailFlags,
  contactEmailSubscriptionsBody,
  talentEmailFlags,
  talentEmailSubscriptionsBody,
  type AccountNotificationFlag,
  type ContactEmailFlag,
  type TalentEmailFlag,
} from '#domain/notifications.ts';
import { api } from '../../lib/api-client.ts';
import {
  Notification_AddUpdateAccountNotifications,
  Notification_AddUpdateContactEmailSubscriptions,
  Notification_AddUpdateEmailSubscriptions,
} from '../../lib/api/operations.gen.ts';

/** The checkboxes of one kind, in the order of its flags. */
function options<F extends string>(flags: readonly F[], labels: Record<F, string>) {
  return flags.map((name) => ({ name, label: labels[name] }));
}

const talentEmailLabels: Record<TalentEmailFlag, string> = {
  jobAlerts: 'New jobs that match my job alerts',
  proposalUpdates: 'Changes to my proposals',
  messages: 'New messages',
  testimonials: 'Testimonial requests and answers',
  payments: 'Payments and invoices',
  newsletter: 'News and tips (newsletter)',
};

const accountNotificationLabels: Record<AccountNotificationFlag, string> = {
  jobMatches: 'Jobs that match my profile',
  proposalUpdates: 'Changes to my proposals',
  messages: 'New messages',
  documents: 'Documents to sign',
};

const contactEmailLabels: Record<ContactEmailFlag, string> = {
  newProposals: 'New proposals on my jobs',
  proposalUpdates: 'Changes to proposals on my jobs',
  messages: 'New messages',
  companyUpdates: 'Requests to join my company, and jobs I am added to',
  payments: 'Payments and invoices',
  newsletter: 'News and tips (newsletter)',
};

export const settingsKinds = {
  talentEmail: {
    title: 'Email subscriptions',
    legend: 'Send me an email about',
    schema: talentEmailSubscriptionsBody,
    save: (body: unknown) => api.call(Notification_AddUpdateEmailSubscriptions, { body: talentEmailSubscriptionsBody.parse(body) }),
    options: options(talentEmailFlags, talentEmailLabels),
  },
  accountNotifications: {
    title: 'Account notifications',
    legend: 'Notify me here about',
    schema: accountNotificationsBody,
    save: (body: unknown) => api.call(Notification_AddUpdateAccountNotifications, { body: accountNotificationsBody.parse(body) }),
    options: options(accountNotificationFlags, accountNotificationLabels),
  },
  contactEmail: {
    title: 'Email subscriptions',
    legend: 'Send me an email about',
    schema: contactEmailSubscriptionsBody,
    save: (body: unknown) => api.call(Notification_AddUpdateContactEmailSubscriptions, { body: contactEmailSubscriptionsBody.parse(body) }),
    options: options(contactEmailFlags, contactEmailLabels),
  },
};

export type SettingsKind = keyof typeof settingsKinds;

export const settingsSaved = 'Your notification settings were saved.';
