/** What the notification islands need apart from the schemas of notifications.ts, so they load without zod: links and paging. */

/** Whether `link` is a path on this site (one slash, not a protocol-relative `//host`): what a notification may link to. */
export const isSitePath = (link: string): boolean => link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');

/** The plain link that opens a notification: it marks it read on the server and goes on to its page. */
export const notificationOpenPath = (notificationId: number) => `/notificationviewall/${notificationId}`;

/** One page of the notification list; the bell's popup asks for `limits.notificationPopup` unread ones (unreadOnly=true). */
export const notificationPaging = { defaultTake: 20, maxTake: 100 } as const;
