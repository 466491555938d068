/** Notifications and notification settings: query and payload schemas, flag names, texts. */
import { z } from 'zod/mini';
import { notificationTypes, type NotificationType } from './constants.ts';
import { email, positiveId } from './fields.ts';
import { notificationPaging } from './notification-constants.ts';

/** Texts of the notification calls that the specification leaves to us. */
export const notificationTexts = {
  typeInvalid: 'The notification type must be T or C.',
  wrongType: 'These notifications belong to another kind of account.',
  notFound: 'This notification does not exist.',
  pagingInvalid: 'take must be 1 to 100 and skip 0 or more.',
  notYours: 'You can only manage your own notification settings.',
  signInOrLink: 'Log in, or open the link in one of our emails, to manage these notification settings.',
  linkInvalid: 'This notification settings link is not valid. Open the link in your latest email from us.',
  linkNeedsEmail: 'The notification settings link is missing its email address.',
  flagInvalid: 'Each notification setting is true or false.',
} as const;


/** Talent (instrId above 0) and agency members (agencyInstrId above 0) use type T; everyone else C. */
export function notificationTypeFor(who: { instrId: number | string | null; agencyInstrId: number | null }): NotificationType {
  const talent = who.instrId === 'all' || (typeof who.instrId === 'number' && who.instrId > 0);
  const agency = who.agencyInstrId !== null && who.agencyInstrId > 0;
  return talent || agency ? notificationTypes.talent : notificationTypes.client;
}

export const notificationType = z.enum([notificationTypes.talent, notificationTypes.client], { error: notificationTexts.typeInvalid });

const pagingNumber = z.coerce.number({ error: notificationTexts.pagingInvalid }).check(z.int(notificationTexts.pagingInvalid));

export const notificationListQuery = z.object({
  notificationType,
  take: z._default(
    pagingNumber.check(z.minimum(1, notificationTexts.pagingInvalid), z.maximum(notificationPaging.maxTake, notificationTexts.pagingInvalid)),
    notificationPaging.defaultTake,
  ),
  skip: z._default(pagingNumber.check(z.minimum(0, notificationTexts.pagingInvalid)), 0),
  /** true: only unread ones (the bell's popup shows the newest `limits.notificationPopup`). */
  unreadOnly: z._default(z.stringbool(), false),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const notificationIdQuery = z.object({ notificationId: positiveId });

export { isSitePath, notificationOpenPath, notificationPaging } from './notification-constants.ts';

/**
 * One notification as the API returns it: body is sanitised HTML, notificationDate an ISO 8601 UTC instant, link the
 * page on this site it is about (null only for notifications older than links).
 */
export const notificationItem = z.object({
  notificationId: z.int(),
  subject: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  read: z.boolean(),
  notificationDate: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET /api/Notification/Get: the caller's unread count, how many match the query, and one page, newest first. */
export const notificationListAnswer = z.object({
  unreadCount: z.int(),
  totalCount: z.int(),
  notifications: z.array(notificationItem),
});
export type NotificationList = z.infer<typeof notificationListAnswer>;

/** The answer of DeleteNotification and ClearAllNotifications. */
export const unreadCountAnswer = z.object({ unreadCount: z.int() });
/** The top bar's badges: unread notifications (of the viewer's type) and unread chat messages. */
export const badgeCountsAnswer = z.object({ unreadNotifications: z.int(), unreadChats: z.int() });
export type BadgeCounts = z.infer<typeof badgeCountsAnswer>;
export type UnreadCount = z.infer<typeof unreadCountAnswer>;
/** ReadNotification's answer: the new unread count and the page the notification is about. */
export const readNotificationAnswer = z.object({ unreadCount: z.int(), link: z.nullable(z.string()) });
export type ReadNotificationAnswer = z.infer<typeof readNotificationAnswer>;

/** Which e-mails a talent receives. */
export const talentEmailFlags = ['jobAlerts', 'proposalUpdates', 'messages', 'testimonials', 'payments', 'newsletter'] as const;
/** Which e-mails a client contact receives. */
export const contactEmailFlags = ['newProposals', 'proposalUpdates', 'messages', 'companyUpdates', 'payments', 'newsletter'] as const;
/** Which in-app notifications a talent gets. */
export const accountNotificationFlags = ['jobMatches', 'proposalUpdates', 'messages', 'documents'] as const;

export type TalentEmailFlag = (typeof talentEmailFlags)[number];
export type ContactEmailFlag = (typeof contactEmailFlags)[number];
export type AccountNotificationFlag = (typeof accountNotificationFlags)[number];

const flag = z.boolean({ error: notificationTexts.flagInvalid });

function flagShape<const F extends readonly string[]>(names: F) {
  return Object.fromEntries(names.map((name) => [name, z.optional(flag)])) as { [K in F[number]]: z.ZodMiniOptional<typeof flag> };
}

/**
 * Who the settings belong to, and how the caller proves they may see them: a session (the id must be theirs),
 * or `sig` from the signed link in a notification e-mail, which also needs the e-mail address it was made for.
 */
const signedLink = {
  email: z.optional(email),
  sig: z.optional(z.string().check(z.trim(), z.minLength(1, notificationTexts.linkInvalid), z.maxLength(200, notificationTexts.linkInvalid))),
};
const emailWithSignature = (v: { email?: string | undefined; sig?: string | undefined }) => !v.sig || Boolean(v.email);
const needsEmail = { path: ['email'], message: notificationTexts.linkNeedsEmail };

export const talentSettingsQuery = z.object({ instrId: positiveId, ...signedLink }).check(z.refine(emailWithSignature, needsEmail));
export const contactSettingsQuery = z.object({ contactId: positiveId, ...signedLink }).check(z.refine(emailWithSignature, needsEmail));

/** POST bodies: flags left out keep their value. */
export const talentEmailSubscriptionsBody = z
  .object({ instrId: positiveId, ...signedLink, ...flagShape(talentEmailFlags) })
  .check(z.refine(emailWithSignature, needsEmail));
export const contactEmailSubscriptionsBody = z
  .object({ contactId: positiveId, ...signedLink, ...flagShape(contactEmailFlags) })
  .check(z.refine(emailWithSignature, needsEmail));
export const accountNotificationsBody = z
  .object({ instrId: positiveId, ...signedLink, ...flagShape(accountNotificationFlags) })
  .check(z.refine(emailWithSignature, needsEmail));

function answerFlags<const F extends readonly string[]>(names: F) {
  return Object.fromEntries(names.map((name) => [name, z.boolean()])) as { [K in F[number]]: z.ZodMiniBoolean };
}

/** The answers of the settings calls: the owner's id, the e-mail address (when known) and every flag. */
const knownEmail = z.nullable(z.string());
export const talentEmailSubscriptionsAnswer = z.object({ instrId: z.int(), email: knownEmail, ...answerFlags(talentEmailFlags) });
export const contactEmailSubscriptionsAnswer = z.object({ contactId: z.int(), email: knownEmail, ...answerFlags(contactEmailFlags) });
export const accountNotificationsAnswer = z.object({ instrId: z.int(), email: knownEmail, ...answerFlags(accountNotificationFlags) });
export type TalentEmailSubscriptions = z.infer<typeof talentEmailSubscriptionsAnswer>;
export type ContactEmailSubscriptions = z.infer<typeof contactEmailSubscriptionsAnswer>;
export type AccountNotifications = z.infer<typeof accountNotificationsAnswer>;
