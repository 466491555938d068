/** The NACHA file, record by record and field by field, as a bank's ACH parser reads it. */
import { describe, expect, it } from 'vitest';
import { alpha, nachaFile, nextWeekday, numeric, RECORD_LENGTH, type AchEntry } from './nacha.ts';

const originator = { bankRouting: '091000019', bankName: 'Wells Fargo Bank', companyName: 'TTA Marketplace', companyId: '1123456789', entryDescription: 'PAYOUT' };
const entries: AchEntry[] = [
  { routing: '021000021', account: '000123456789', accountType: 'checking', amountCents: 864_000, individualId: 'P12', name: 'Maya Chen' },
  { routing: '122105155', account: '99887766', accountType: 'savings', amountCents: 1_050_500, individualId: 'P13', name: 'Zoë Ångström-Fitzgerald Jr.' },
];
const createdAt = new Date('2026-11-27T15:04:00Z');
const effectiveDate = new Date('2026-11-30T00:00:00Z');

/** A field by its 1-based start and end positions, as the NACHA rules number them. */
const field = (record: string, from: number, to: number) => record.slice(from - 1, to);

describe('NACHA ACH file of PPD credits', () => {
  const lines = nachaFile({ originator, entries, createdAt, effectiveDate, fileIdModifier: 'C' }).split('\n').filter(Boolean);
  const [header = '', batch = '', first = '', second = '', control = '', fileControl = ''] = lines;

  it('has 94-character records blocked in tens, padded with nines', () => {
    expect(lines).toHaveLength(10);
    for (const line of lines) expect(line).toHaveLength(RECORD_LENGTH);
    expect(lines.slice(6)).toEqual(Array(4).fill('9'.repeat(94)));
    expect(lines.map((line) => line[0]).join('')).toBe('1566899999');
  });

  it('writes the file header', () => {
    expect(field(header, 2, 3)).toBe('01');
    expect(field(header, 4, 13)).toBe(' 091000019');
    expect(field(header, 14, 23)).toBe('1123456789');
    expect(field(header, 24, 29)).toBe('261127');
    expect(field(header, 30, 33)).toBe('1504');
    expect(field(header, 34, 34)).toBe('C');
    expect(field(header, 35, 37)).toBe('094');
    expect(field(header, 38, 39)).toBe('10');
    expect(field(header, 40, 40)).toBe('1');
    expect(field(header, 41, 63)).toBe('WELLS FARGO BANK       ');
    expect(field(header, 64, 86)).toBe('TTA MARKETPLACE        ');
    expect(field(header, 87, 94)).toBe('        ');
  });

  it('writes the batch header of PPD credits', () => {
    expect(field(batch, 2, 4)).toBe('220');
    expect(field(batch, 5, 20)).toBe('TTA MARKETPLACE ');
    expect(field(batch, 41, 50)).toBe('1123456789');
    expect(field(batch, 51, 53)).toBe('PPD');
    expect(field(batch, 54, 63)).toBe('PAYOUT    ');
    expect(field(batch, 70, 75)).toBe('261130');
    expect(field(batch, 79, 79)).toBe('1');
    expect(field(batch, 80, 87)).toBe('09100001');
    expect(field(batch, 88, 94)).toBe('0000001');
  });

  it('writes an entry detail per payout: checking or savings credit, account, amount, payee and trace number', () => {
    expect(field(first, 2, 3)).toBe('22');
    expect(field(first, 4, 11)).toBe('02100002');
    expect(field(first, 12, 12)).toBe('1');
    expect(field(first, 13, 29)).toBe('000123456789     ');
    expect(field(first, 30, 39)).toBe('0000864000');
    expect(field(first, 40, 54)).toBe('P12            ');
    expect(field(first, 55, 76)).toBe('MAYA CHEN             ');
    expect(field(first, 79, 79)).toBe('0');
    expect(field(first, 80, 94)).toBe('091000010000001');
    expect(field(second, 2, 3)).toBe('32');
    expect(field(second, 30, 39)).toBe('0001050500');
    expect(field(second, 55, 76)).toBe('ZOE ANGSTROM-FITZGERAL');
    expect(field(second, 80, 94)).toBe('091000010000002');
  });

  it('closes the batch and the file with counts, the entry hash and the credit total', () => {
    const hash = String(2100002 + 12210515).padStart(10, '0');
    expect(field(control, 2, 4)).toBe('220');
    expect(field(control, 5, 10)).toBe('000002');
    expect(field(control, 11, 20)).toBe(hash);
    expect(field(control, 21, 32)).toBe('000000000000');
    expect(field(control, 33, 44)).toBe('000001914500');
    expect(field(control, 45, 54)).toBe('1123456789');
    expect(field(control, 80, 87)).toBe('09100001');
    expect(field(control, 88, 94)).toBe('0000001');
    expect(field(fileControl, 2, 7)).toBe('000001');
    expect(field(fileControl, 8, 13)).toBe('000001');
    expect(field(fileControl, 14, 21)).toBe('00000002');
    expect(field(fileControl, 22, 31)).toBe(hash);
    expect(field(fileControl, 32, 43)).toBe('000000000000');
    expect(field(fileControl, 44, 55)).toBe('000001914500');
  });

  it('counts blocks past ten records and keeps only the rightmost ten digits of a large entry hash', () => {
    const many = Array.from({ length: 1300 }, (_, i) => ({ ...entries[0], individualId: `P${i}`, routing: '991000019' }) as AchEntry);
    const file = nachaFile({ originator, entries: many, createdAt, effectiveDate, fileIdModifier: 'A' }).split('\n').filter(Boolean);
    expect(file.length % 10).toBe(0);
    const fileControlRecord = file.find((line) => line.startsWith('9') && line !== '9'.repeat(94)) ?? '';
    expect(field(fileControlRecord, 8, 13)).toBe(String(file.length / 10).padStart(6, '0'));
    expect(field(fileControlRecord, 22, 31)).toBe(String((99100001 * 1300) % 10_000_000_000).padStart(10, '0'));
  });

  it('refuses an amount that does not fit its field rather than cutting it', () => {
    expect(() => numeric(10_000_000_000, 10)).toThrow();
    expect(alpha('x', 3)).toBe('X  ');
    expect(nextWeekday(new Date('2026-11-27T10:00:00Z')).toISOString().slice(0, 10)).toBe('2026-11-30');
  });
});
