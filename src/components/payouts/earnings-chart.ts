/**
 * The geometry of the earnings chart, drawn on the server as SVG (no chart library reaches the browser): one
 * horizontal bar per month, oldest first, scaled to the best month, with the month on the left and the amount on
 * the right. Horizontal bars keep every label legible from a phone to a desktop.
 */
import { formatCents } from '#domain/format.ts';
import type { MonthTotal } from '#domain/payouts.ts';

/** Two drawings of one chart: narrow for phones, wide for larger screens; text stays near 13 px in both. */
export const chartWidths = { narrow: 340, wide: 640 } as const;
export const chart = { row: 28, bar: 16, labelWidth: 76, amountWidth: 96, padding: 4 } as const;

export interface ChartRow {
  label: string;
  amount: string;
  y: number;
  width: number;
}

const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The room a bar may take in a drawing `width` wide. */
export const barRoom = (width: number) => width - chart.labelWidth - chart.amountWidth;

export function chartRows(months: readonly MonthTotal[], width: number): ChartRow[] {
  const best = Math.max(...months.map((m) => m.netCents), 0);
  const room = barRoom(width);
  return months.map((m, i) => ({
    label: monthLabel.format(new Date(`${m.month}-01T00:00:00Z`)),
    amount: m.netCents > 0 ? formatCents(m.netCents) : '—',
    y: chart.padding + i * chart.row,
    width: best > 0 ? Math.max(m.netCents > 0 ? 2 : 0, Math.round((m.netCents / best) * room)) : 0,
  }));
}

export const chartHeight = (months: number) => chart.padding * 2 + months * chart.row;
