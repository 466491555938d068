/** The international transfer file: one row per payout to a bank abroad, in US dollars, for the bank's bulk upload. */
import { csvText, dollars } from './csv.ts';

export interface Transfer {
  payoutId: number;
  name: string;
  countryCode: string;
  swiftBic: string;
  iban: string;
  amountCents: number;
}

const transferColumns = ['payout_id', 'beneficiary_name', 'bank_country', 'swift_bic', 'iban', 'amount', 'currency', 'reference'] as const;

export function transferCsv(transfers: readonly Transfer[]): string {
  return csvText([
    transferColumns,
    ...transfers.map((t) => [t.payoutId, t.name, t.countryCode, t.swiftBic, t.iban, dollars(t.amountCents), 'USD', `PAYOUT ${t.payoutId}`]),
  ]);
}
