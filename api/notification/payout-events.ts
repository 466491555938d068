/**
 * The notification events of payouts and tax forms (decision record 321), part of the one event table (events.ts).
 * In-app, payout notices follow the talent's proposal updates setting and tax form notices their documents setting;
 * by e-mail both are sent under the "Payments and invoices" subscription (decision record 346), and a change of
 * payout details is an account notice, always sent. No notice carries a bank number, an IBAN or a tax id, not even in part.
 */
import type { EventKind } from './event-kind.ts';
import { notificationTypes } from '#domain/constants.ts';
import { formatCents, formatLongDate } from '#domain/format.ts';
import { holdReasonFixes } from '#domain/payouts.ts';
import type { TaxFormType } from '#domain/tax-forms.ts';

const kind = <D>(k: EventKind<D>): EventKind<D> => k;

interface PayoutNotice {
  netCents: number;
  jobTitle: string;
}

const payout = (d: PayoutNotice) => `Your payout of ${formatCents(d.netCents)} for ${d.jobTitle}`;
const paymentsPage = { link: '/all-payments', action: 'See your payments' } as const;

export const payoutEvents = {
  payoutScheduled: kind<PayoutNotice>({
    audience: notificationTypes.talent,
    inApp: 'proposalUpdates',
    email: 'payments',
    compose: (d) => ({
      subject: 'Payout scheduled',
      text: `${payout(d)} is scheduled: it goes out with our next payout run.`,
      ...paymentsPage,
    }),
  }),
  payoutHeld: kind<PayoutNotice & { taxFormMissing: boolean }>({
    audience: notificationTypes.talent,
    inApp: 'proposalUpdates',
    email: 'payments',
    compose: (d) => ({
      subject: 'Payout on hold: add your payout details',
      text: `${payout(d)} is on hold until you add your payout details${d.taxFormMissing ? ' and send your tax form' : ''}.`,
      link: holdReasonFixes['payout-details'].href,
      action: holdReasonFixes['payout-details'].fix,
    }),
  }),
  taxFormMissing: kind<PayoutNotice>({
    audience: notificationTypes.talent,
    inApp: 'documents',
    email: 'payments',
    compose: (d) => ({
      subject: 'Payout on hold: send your tax form',
      text: `${payout(d)} is on hold until we have a valid tax form from you: a W-9 from a US person, otherwise a W-8BEN or W-8BEN-E.`,
      link: holdReasonFixes['tax-form'].href,
      action: holdReasonFixes['tax-form'].fix,
    }),
  }),
  payoutSent: kind<PayoutNotice>({
    audience: notificationTypes.talent,
    inApp: 'proposalUpdates',
    email: 'payments',
    compose: (d) => ({
      subject: 'Payout sent',
      text: `${payout(d)} was sent to the bank account on file. Banks in the US usually credit it within two business days, banks abroad within five.`,
      ...paymentsPage,
    }),
  }),
  taxFormExpiring: kind<{ formType: TaxFormType; expiresAt: Date }>({
    audience: notificationTypes.talent,
    inApp: 'documents',
    email: 'payments',
    compose: (d) => ({
      subject: `Your ${d.formType} expires on ${formatLongDate(d.expiresAt)}`,
      text: `The ${d.formType} we hold for you is valid until ${formatLongDate(d.expiresAt)}. Sign a new tax form before then, or your payouts will wait until you do.`,
      link: holdReasonFixes['tax-form'].href,
      action: 'Sign a new tax form',
    }),
  }),
  payoutDetailsChanged: kind<{ at: Date; byName: string }>({
    audience: notificationTypes.talent,
    email: 'account',
    compose: (d, { config }) => ({
      subject: 'Your payout details were changed',
      mailSubject: `Your ${config.productName} payout details were changed`,
      text: `${d.byName} changed the bank account your payouts go to on ${formatLongDate(d.at)} at ${d.at.toISOString().slice(11, 16)} UTC. If you did not expect this, contact ${config.supportEmail} at once.`,
      link: holdReasonFixes['payout-details'].href,
      action: 'See your payout details',
    }),
  }),
};
