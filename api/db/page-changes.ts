/**
 * Changes to what public pages show. Triggers on the tables behind those pages (migration 0007_page-changes) send a
 * NOTIFY on this channel when a transaction that changed them commits, naming the topic of the pages that show the
 * row (domain/page-topics.ts). Every instance listens and drops its rendered pages of that topic
 * (edge/page-cache.ts). A new table whose rows show on a public page gets the trigger too.
 */
export const PAGE_CHANNEL = 'page_changes';
