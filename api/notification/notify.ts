/**
 * notifyUser, run by notifyEvent (events.ts) for each event: it stores the in-app notification with its link (type T
 * or C by who the user is), wakes their open pages through the live channel, and queues the e-mail when the user is
 * subscribed to the event's kind. All of it commits together: in the caller's transaction when given one.
 */
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { notifications } from '../db/schema/index.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';
import { publishLive } from '../live/events.ts';
import {
  contactEmailFlags,
  talentEmailFlags,
  type AccountNotificationFlag,
  type ContactEmailFlag,
  type TalentEmailFlag,
  isSitePath,
} from '#domain/notifications.ts';
import { notificationTypes, type NotificationType } from '#domain/constants.ts';
import { loadRecipient, type Recipient } from './recipient.ts';
import { accountNotificationSettingsOf, contactEmailSettings, talentEmailSettings } from './settings.ts';
import { signSubscriptionLink } from './settings-link.ts';
import { eventMail } from './event-mail.ts';
import { sanitizeHtml } from '../html/sanitize.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import type { EmailSubscription, EventNotice } from './event-kind.ts';

export interface NotifyInput {
  userId: number;
  /** Who may receive it; anyone else is a programming error. */
  audience: NotificationType | 'anyone';
  /** For talent: the in-app setting (GetAccountNotifications) that must be on for the notification to be stored. */
  setting?: AccountNotificationFlag | undefined;
  /** The subscription the e-mail is sent under; null: in-app only. */
  email: EmailSubscription | null;
  /** What it says, for a recipient of this notification type. */
  compose: (recipientType: NotificationType) => EventNotice;
}

export interface NotifyResult {
  notificationId: number | null;
  mailId: number | null;
}

const SUBJECT_MAX = 300;

export async function notifyUser(deps: Deps, input: NotifyInput, tx?: Db): Promise<NotifyResult> {
  const run = async (db: Db): Promise<NotifyResult> => {
    const recipient = await loadRecipient(db, input.userId);
    if (!recipient) throw new Error(`There is no user ${input.userId} to notify.`);
    if (input.audience !== 'anyone' && input.audience !== recipient.type) {
      throw new Error(`A notification for type ${input.audience} was raised for user ${input.userId} of type ${recipient.type}.`);
    }
    const notice = input.compose(recipient.type);
    if (!isSitePath(notice.link)) throw new Error(`A notification links to ${notice.link}, which is not a path on this site.`);
    let notificationId: number | null = null;
    if (await wantsInApp(db, recipient, input.setting)) {
      const [row] = await db
        .insert(notifications)
        .values({
          userId: recipient.userId,
          type: recipient.type,
          subject: notice.subject.trim().slice(0, SUBJECT_MAX),
          body: sanitizeHtml(`<p>${escapeHtml(notice.text)}</p>`),
          link: notice.link,
          createdAt: deps.now(),
        })
        .returning({ id: notifications.id });
      notificationId = row?.id ?? null;
      await publishLive(db, { userId: recipient.userId, kind: 'notifications' });
    }
    let mailId: number | null = null;
    if (input.email && (await wantsEmail(deps, db, recipient, input.email))) {
      mailId = await enqueueMail(
        db,
        eventMail({
          to: recipient.email,
          productName: deps.config.productName,
          notice,
          pageLink: pageLink(linkOrigin(deps.config), notice.link, {}),
          settingsLink: settingsLinkFor(deps, recipient),
          always: input.email === 'account',
        }),
      );
    }
    return { notificationId, mailId };
  };
  return tx ? run(tx) : deps.db.transaction(run);
}

async function wantsInApp(db: Db, recipient: Recipient, setting: AccountNotificationFlag | undefined): Promise<boolean> {
  if (!setting || recipient.type !== notificationTypes.talent) return true;
  return (await accountNotificationSettingsOf(db, recipient.instrId))[setting];
}

const isTalentFlag = (flag: string): flag is TalentEmailFlag => (talentEmailFlags as readonly string[]).includes(flag);
const isContactFlag = (flag: string): flag is ContactEmailFlag => (contactEmailFlags as readonly string[]).includes(flag);

async function wantsEmail(deps: Deps, db: Db, recipient: Recipient, subscription: EmailSubscription): Promise<boolean> {
  if (subscription === 'account') return true;
  if (recipient.type === notificationTypes.talent && isTalentFlag(subscription)) {
    return (await talentEmailSettings(db, recipient.instrId))[subscription];
  }
  if (recipient.type === notificationTypes.client && isContactFlag(subscription)) {
    return (await contactEmailSettings(db, recipient.contactId))[subscription];
  }
  deps.log.warn('notify.no-such-subscription', { userId: recipient.userId, type: recipient.type, subscription });
  return false;
}

function settingsLinkFor(deps: Deps, recipient: Recipient): string | null {
  const origin = linkOrigin(deps.config);
  if (recipient.type === notificationTypes.talent && recipient.instrId !== null) {
    return signSubscriptionLink(deps, { instrId: recipient.instrId, email: recipient.email }, origin);
  }
  if (recipient.type === notificationTypes.client && recipient.contactId !== null) {
    return signSubscriptionLink(deps, { contactId: recipient.contactId, email: recipient.email }, origin);
  }
  return null;
}
