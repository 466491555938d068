/**
 * A NACHA ACH file of PPD credits, one batch: file header (1), batch header (5), an entry detail (6) per payout,
 * batch control (8) and file control (9), every record 94 characters, padded with records of nines to a multiple
 * of ten records (a block). The entry hash is the sum of the receiving banks' 8-digit routing prefixes, its
 * rightmost ten digits.
 */
import type { AccountType } from '#domain/payout-details.ts';

export interface Originator {
  /** The originating bank's routing number: the file's destination, the batch's ODFI and each trace number's prefix. */
  bankRouting: string;
  bankName: string;
  companyName: string;
  /** The company's ACH identification, usually 1 followed by its EIN. */
  companyId: string;
  /** The entries' description on the payee's statement. */
  entryDescription: string;
}

export interface AchEntry {
  routing: string;
  account: string;
  accountType: AccountType;
  amountCents: number;
  /** What the payee's bank shows as the sender's reference: the payout. */
  individualId: string;
  name: string;
}

export interface NachaInput {
  originator: Originator;
  entries: readonly AchEntry[];
  createdAt: Date;
  effectiveDate: Date;
  /** A–Z or 0–9, different for each file sent to the bank on one day. */
  fileIdModifier: string;
}

export const RECORD_LENGTH = 94;
const BLOCKING_FACTOR = 10;
/** Credits to a checking (22) or savings (32) account. */
const transactionCodes: Record<AccountType, string> = { checking: '22', savings: '32' };

/** An alphanumeric field: upper-case printable ASCII, left-justified, space-filled, cut to its width. */
export function alpha(value: string, width: number): string {
  const ascii = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase();
  return ascii.slice(0, width).padEnd(width, ' ');
}

/** A numeric field: right-justified and zero-filled; a number that does not fit is an error, never cut. */
export function numeric(value: number | string, width: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) throw new Error(`${text} does not fit a numeric field of ${width} digits.`);
  return text.padStart(width, '0');
}

const yymmdd = (date: Date) => date.toISOString().slice(2, 10).replaceAll('-', '');
const hhmm = (date: Date) => date.toISOString().slice(11, 16).replace(':', '');

export function nachaFile({ originator, entries, createdAt, effectiveDate, fileIdModifier }: NachaInput): string {
  const odfi = originator.bankRouting.slice(0, 8);
  const batchNumber = numeric(1, 7);
  const companyId = alpha(originator.companyId, 10);
  const records = [
    '1' + '01' + ` ${originator.bankRouting}` + originator.companyId.padStart(10, ' ').slice(0, 10) + yymmdd(createdAt) + hhmm(createdAt) +
      alpha(fileIdModifier, 1) + '094' + numeric(BLOCKING_FACTOR, 2) + '1' + alpha(originator.bankName, 23) + alpha(originator.companyName, 23) + alpha('', 8),
    '5' + '220' + alpha(originator.companyName, 16) + alpha('', 20) + companyId + 'PPD' + alpha(originator.entryDescription, 10) + alpha('', 6) +
      yymmdd(effectiveDate) + alpha('', 3) + '1' + odfi + batchNumber,
  ];
  let hash = 0;
  let credits = 0;
  entries.forEach((entry, i) => {
    hash += Number(entry.routing.slice(0, 8));
    credits += entry.amountCents;
    records.push(
      '6' + transactionCodes[entry.accountType] + entry.routing.slice(0, 8) + entry.routing.slice(8, 9) + alpha(entry.account, 17) +
        numeric(entry.amountCents, 10) + alpha(entry.individualId, 15) + alpha(entry.name, 22) + alpha('', 2) + '0' + odfi + numeric(i + 1, 7),
    );
  });
  const entryHash = numeric(hash % 10_000_000_000, 10);
  records.push('8' + '220' + numeric(entries.length, 6) + entryHash + numeric(0, 12) + numeric(credits, 12) + companyId + alpha('', 19) + alpha('', 6) + odfi + batchNumber);
  const blocks = Math.ceil((records.length + 1) / BLOCKING_FACTOR);
  records.push('9' + numeric(1, 6) + numeric(blocks, 6) + numeric(entries.length, 8) + entryHash + numeric(0, 12) + numeric(credits, 12) + alpha('', 39));
  while (records.length % BLOCKING_FACTOR !== 0) records.push('9'.repeat(RECORD_LENGTH));
  for (const record of records) if (record.length !== RECORD_LENGTH) throw new Error(`A NACHA record of ${record.length} characters: ${record.slice(0, 1)}`);
  return records.join('\n') + '\n';
}

/** The next banking weekday after `date` (UTC): the earliest effective date of entries sent today. */
export function nextWeekday(date: Date): Date {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1));
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
