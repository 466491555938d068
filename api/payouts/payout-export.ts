/** The payee's payouts as a CSV download: one row per payout, amounts in dollars, dates as YYYY-MM-DD (UTC). */
import { csvText, dollars } from './csv.ts';
import { holdReasonFixes, payoutStatusLabels, type PayoutItem } from '#domain/payouts.ts';

const columns = ['Payout', 'Job', 'Client', 'Invoice', 'Status', 'Waiting for', 'Scheduled on', 'Sent on', 'Earnings', 'Service fee', 'Paid to you'];

export function payoutsCsv(items: readonly PayoutItem[]): string {
  return csvText([
    columns,
    ...items.map((item) => [
      item.id,
      item.jobTitle,
      item.companyName,
      item.invoiceNumber,
      payoutStatusLabels[item.status],
      item.holdReasons.map((reason) => holdReasonFixes[reason].waitsFor).join('; ') || null,
      item.scheduledAt.slice(0, 10),
      item.sentAt?.slice(0, 10) ?? null,
      dollars(item.grossCents),
      dollars(item.feeCents),
      dollars(item.netCents),
    ]),
  ]);
}

export function csvResponse(text: string, fileName: string): Response {
  const body = new TextEncoder().encode(text);
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-length': String(body.byteLength),
      'content-disposition': `attachment; filename="${fileName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}
