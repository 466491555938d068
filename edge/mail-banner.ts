/** The start banner's line about where the product's e-mail goes. */
import type { Config } from '#kernel/config.ts';
import type { ServeMode } from './serve-mode.ts';

export function mailBanner(config: Config, mode: ServeMode, url: string): string {
  if (config.smtpUrl) return 'E-mail is sent through the SMTP server named by SMTP_URL.';
  if (config.devMailbox && mode === 'all') {
    return `E-mail is not sent (SMTP_URL is not set); read it in the dev mailbox at ${url}/dev/mailbox (from this machine only).`;
  }
  return 'E-mail is not delivered: SMTP_URL is not set and the dev mailbox is off; set SMTP_URL to send mail.';
}
