/**
 * The shape of a notification event: who may receive it, which setting lets it through, and how it is composed
 * into what the notification and its e-mail say. The events themselves are in events.ts.
 */
import type { Config } from '#kernel/config.ts';
import type { NotificationType } from '#domain/constants.ts';
import type { AccountNotificationFlag, ContactEmailFlag, TalentEmailFlag } from '#domain/notifications.ts';

/** 'account': a notice about the account itself (security), sent whatever the subscriptions say. */
export type EmailSubscription = TalentEmailFlag | ContactEmailFlag | 'account';

/** What one notification says; the in-app body and the e-mail are both made from it. */
export interface EventNotice {
  subject: string;
  /** Plain text: the in-app body, and the e-mail's first paragraph. */
  text: string;
  /** The page it is about: a path on this site with its query. Opening the notification goes there. */
  link: string;
  /** The words of the e-mail's link to that page. */
  action: string;
  /** The e-mail's subject, when it says more than the in-app one. */
  mailSubject?: string;
  /** Text only the e-mail carries (the chat message itself). */
  mailDetail?: string;
}

export interface EventContext {
  config: Pick<Config, 'productName' | 'supportEmail'>;
  /** The recipient's notification type: T for talent and agency members, C for everyone else. */
  recipientType: NotificationType;
}

export interface EventKind<D> {
  /** Who may receive it: talent (type T), contacts (type C), or anyone. */
  audience: NotificationType | 'anyone';
  /** For talent: the in-app setting that must be on for the notification to be stored. */
  inApp?: AccountNotificationFlag;
  email: EmailSubscription | null;
  compose: (data: D, context: EventContext) => EventNotice;
}
