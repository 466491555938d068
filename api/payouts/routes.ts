/**
 * The Payouts controller (decision record 321): a payee's payout details (masked; changed with the password), their
 * payouts with yearly totals and a CSV export, and the operator's payout run (`npm run payouts -- --server …`).
 */
import { route } from '../contract/route.ts';
import { notFound } from '../http/errors.ts';
import { payee, payeeManager } from '../access/payee.ts';
import { operator } from '../access/operator.ts';
import { payoutDetailsAnswer, payoutDetailsBody, savedPayoutDetailsAnswer } from '#domain/payout-details.ts';
import { payoutsAnswer, payoutsQuery } from '#domain/payouts.ts';
import { payoutBatchBody, payoutFile, payoutRunAnswer, payoutRunBody, payoutRunTexts } from '#domain/payout-run.ts';
import { payoutDetailsOf, savePayoutDetails } from './payout-details.ts';
import { payoutItemsOf, payoutsOf } from './payout-list.ts';
import { csvResponse, payoutsCsv } from './payout-export.ts';
import { payoutBatchFile, runPayouts } from './payout-run.ts';

export const payoutRoutes = [
  route({
    method: 'get',
    path: '/api/Payouts/GetPayoutDetails',
    summary: 'Where the payee is paid: { payeeName, isAgency, details (holder, kind, country, account type, routing and account as their last four, SWIFT/BIC) or null, canManage, holdReasons (what holds the payee’s payouts today) }',
    access: payee,
    response: payoutDetailsAnswer,
    handler: ({ deps, actor }) => payoutDetailsOf(deps.db, actor.payee, deps.now()),
  }),
  route({
    method: 'post',
    path: '/api/Payouts/SavePayoutDetails',
    summary:
      'Sets where the payee is paid: kind us (holderName, accountType, routingNumber, accountNumber) or international (holderName, countryCode, swiftBic, iban), ' +
      'with currentPassword (the login’s limit applies). Stored encrypted; the payee’s people get an account notice; held payouts are released. Answers { message, details (masked), released }',
    access: payeeManager,
    secondFactor: true,
    body: payoutDetailsBody,
    response: savedPayoutDetailsAnswer,
    handler: ({ deps, actor, body, ip }) => savePayoutDetails(deps, actor, body, ip),
  }),
  route({
    method: 'get',
    path: '/api/Payouts/GetPayouts',
    summary:
      'A page of the payee’s payouts (?page=N, 25 a page), newest first, with hold reasons and { page, pageSize, total }; what holds payouts today; ' +
      'over every payout: what waits (waitingCount, waitingCents), totals per calendar year sent and per month (last twelve); the form a year is reported on',
    access: payee,
    query: payoutsQuery,
    response: payoutsAnswer,
    handler: ({ deps, actor, query }) => payoutsOf(deps.db, actor.payee, deps.now(), query.page),
  }),
  route({
    method: 'get',
    path: '/api/Payouts/ExportPayouts',
    summary: 'The payee’s payouts as a CSV download (job, client, invoice, status, dates, earnings, service fee, paid)',
    access: payee,
    response: 'file',
    handler: async ({ deps, actor }) => csvResponse(payoutsCsv(await payoutItemsOf(deps.db, actor.payee.instrId)), `payouts-${deps.now().toISOString().slice(0, 10)}.csv`),
  }),
  route({
    method: 'post',
    path: '/api/Payouts/Run',
    summary: 'The payout run: every scheduled payout is sent once, as a NACHA file (US accounts) and a transfer CSV (abroad), or held when its payee lacks details or a valid tax form. Answers { files (with their content), sent, held }',
    access: operator,
    body: payoutRunBody,
    response: payoutRunAnswer,
    handler: ({ deps, body }) => runPayouts(deps, body),
  }),
  route({
    method: 'post',
    path: '/api/Payouts/GetBatchFile',
    summary: 'A file an earlier payout run wrote, to write it again: { batchId, format, fileName, payoutCount, totalCents, content }',
    access: operator,
    body: payoutBatchBody,
    response: payoutFile,
    handler: async ({ deps, body }) => {
      const file = await payoutBatchFile(deps, body.batchId);
      if (!file) throw notFound(payoutRunTexts.batchId);
      return file;
    },
  }),
];
