/**
 * The signed link of the invoice e-mail (decision record 320): the invoice's PDF for the billing contacts, who may have
 * no account, until the link expires. It names the invoice and the expiry and carries an HMAC of both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { purposeSecret } from '../auth/secrets.ts';
import { linkOrigin, pageLink } from '../mail/links.ts';

type KeyDeps = Pick<Deps, 'config' | 'keys'>;

export const INVOICE_LINK_DAYS = 120;
const SHARED_PDF_PATH = '/api/Invoice/SharedPdf';

const signatureOf = (deps: KeyDeps, invoiceId: number, expires: number) =>
  createHmac('sha256', purposeSecret(deps, 'invoice-pdf-link')).update(`${invoiceId}:${expires}`).digest('base64url');

export function invoicePdfLink(deps: KeyDeps, invoiceId: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + INVOICE_LINK_DAYS * 86_400;
  return pageLink(linkOrigin(deps.config), SHARED_PDF_PATH, { invoiceId: String(invoiceId), expires: String(expires), sig: signatureOf(deps, invoiceId, expires) });
}

export function invoiceLinkValid(deps: KeyDeps, link: { invoiceId: number; expires: number; sig: string }, now: Date): boolean {
  if (link.expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signatureOf(deps, link.invoiceId, link.expires));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
