/**
 * Changes to what pages show. Triggers on the tables behind public pages (migration 0007_page-changes) send a
 * NOTIFY on this channel when a transaction that changed them commits, naming the topic of the pages that show the
 * row (domain/page-topics.ts). Every other table sends `viewers` (migration 0020_viewer-page-changes): the pages
 * kept for a signed-in viewer that show their own data go at any change (decision record 364). Every instance
 * listens and drops its rendered pages of that topic (edge/page-cache.ts). A new table gets the `viewers` trigger,
 * or joins NOT_ON_VIEWER_PAGES; a new table whose rows show on a public page gets the public trigger too.
 */
export const PAGE_CHANNEL = 'page_changes';

/**
 * The tables without the `viewers` trigger: no page shows them, and they change on reads or for the machinery
 * (a session's last use, rate-limit counts, the suggestion lists' marks). What a page shows of a session is its
 * caller, which is part of the viewer's key (edge/viewer-key.ts).
 */
export const NOT_ON_VIEWER_PAGES = [
  'session_families', 'refresh_tokens', 'sign_in_steps', 'webauthn_challenges', 'email_tokens', 'captcha_uses',
  'rate_limit_hits', 'mail_outbox', 'match_dirty_jobs', 'match_dirty_talent', 'test_gateway_transactions',
] as const;
