/**
 * CSV as RFC 4180 writes it (CRLF lines, fields with a comma, quote or line break quoted), for the payout export and
 * the international transfer file. A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is
 * prefixed with an apostrophe; numbers are written as they are.
 */
export type Cell = string | number | null;

function field(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvText = (rows: readonly (readonly Cell[])[]): string => rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';

/** Whole cents as dollars with two decimals, as a bank or a spreadsheet reads an amount: 125000 → "1250.00". */
export const dollars = (cents: number): string => `${Math.trunc(cents / 100)}.${String(Math.abs(cents % 100)).padStart(2, '0')}`;
