/** The paths a notification leads to, apart from the schemas of notifications.ts: the bell loads them without zod. */

/** Whether `link` is a path on this site (one slash, not a protocol-relative `//host`): what a notification may link to. */
export const isSitePath = (link: string): boolean => link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');

/** The plain link that opens a notification: it marks it read on the server and goes on to its page. */
export const notificationOpenPath = (notificationId: number) => `/notificationviewall/${notificationId}`;
