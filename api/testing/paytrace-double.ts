/**
 * A local HTTP server that answers as PayTrace's JSON API does (decision record 320), for the driver's tests: the
 * OAuth password grant, Protect.js client keys, sales by a Protect.js token or a vault customer, the vault, refunds
 * (refused with 817 while unsettled) and voids, and the transaction export. It checks every request the way PayTrace
 * would refuse it (path, method, headers, token, integrator id, required fields) and keeps each one for the test.
 * Tokens drive the card's answer: `approve…`, `decline…`, `slow…` (the sale is made, the answer never comes) and
 * `lost…` (no answer and no sale).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const doubleAccount = { username: 'api-user', password: 'api-secret', integratorId: 'TEST1234' };

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

interface Sale {
  transaction_id: number;
  invoice_id: string;
  amount: string;
  approval_code: string;
  credit_card: { masked_number: string };
  settled: boolean;
  status: 'sale' | 'refunded' | 'voided';
}

const needs = (body: Record<string, unknown>, ...fields: string[]) => fields.filter((f) => body[f] === undefined || body[f] === '');

export function startPayTraceDouble() {
  const seen: SeenRequest[] = [];
  const sales: Sale[] = [];
  const customers = new Map<string, string>();
  const held: ServerResponse[] = [];
  let issued = 0;
  const tokens = new Set<string>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const sale = (invoiceId: string, amount: string, masked: string): Sale => {
    const made: Sale = { transaction_id: 1000 + sales.length, invoice_id: invoiceId, amount, approval_code: 'TAS123', credit_card: { masked_number: masked }, settled: false, status: 'sale' };
    sales.push(made);
    return made;
  };
  const approved = (made: Sale) => ({
    success: true,
    response_code: 101,
    status_message: 'Your transaction was successfully approved.',
    transaction_id: made.transaction_id,
    approval_code: made.approval_code,
    approval_message: '  NO  MATCH - Approved and completed',
    masked_card_number: made.credit_card.masked_number,
  });

  function answer(path: string, body: Record<string, unknown>, res: ServerResponse) {
    const missing = (...fields: string[]) => {
      const absent = needs(body, ...fields);
      if (absent.length) send(res, 400, { success: false, response_code: 1, status_message: 'One or more errors has occurred.', errors: Object.fromEntries(absent.map((f) => [`missing_${f}`, [`${f} is required.`]])) });
      return absent.length > 0;
    };
    const amountOk = typeof body.amount === 'string' && /^\d+\.\d{2}$/.test(body.amount);
    if ((path === '/v1/transactions/sale/pt_protect' || path === '/v1/transactions/sale/by_customer') && !amountOk) return send(res, 400, { success: false, errors: { '40': ['Please provide a valid amount.'] } });
    switch (path) {
      case '/v1/payment_fields/token/create':
        return send(res, 200, { success: true, response_code: 1, status_message: 'Client key created.', clientKey: `ck_${++issued}` });
      case '/v1/transactions/sale/pt_protect': {
        if (missing('hpf_token', 'enc_key', 'invoice_id')) return;
        const token = String(body.hpf_token);
        if (token.startsWith('decline')) {
          return send(res, 400, { success: false, response_code: 102, status_message: 'Your transaction was not approved.', approval_message: '   DECLINE - Insufficient funds', masked_card_number: 'xxxxxxxxxxxx0002' });
        }
        if (token.startsWith('lost')) return void held.push(res);
        const made = sale(String(body.invoice_id), String(body.amount), '411111xxxxxx1111');
        if (token.startsWith('slow')) return void held.push(res);
        return send(res, 200, approved(made));
      }
      case '/v1/customer/pt_protect_create':
        if (missing('customer_id', 'hpf_token', 'enc_key')) return;
        customers.set(String(body.customer_id), String(body.hpf_token).startsWith('decline') ? 'declined' : '555555xxxxxx4444');
        return send(res, 200, { success: true, response_code: 160, status_message: `The customer profile for ${String(body.customer_id)} was successfully created.`, customer_id: body.customer_id });
      case '/v1/customer/export': {
        const masked = customers.get(String(body.customer_id));
        return send(res, 200, { success: true, customers: masked ? [{ customer_id: body.customer_id, credit_card: { masked_number: masked, expiration_month: '9', expiration_year: '2031' } }] : [] });
      }
      case '/v1/transactions/sale/by_customer': {
        if (missing('customer_id', 'invoice_id')) return;
        const masked = customers.get(String(body.customer_id));
        if (!masked) return send(res, 400, { success: false, response_code: 1, errors: { '58': ['Please provide a valid Customer ID.'] } });
        return send(res, 200, approved(sale(String(body.invoice_id), String(body.amount), masked)));
      }
      case '/v1/customer/delete':
        return send(res, 200, { success: customers.delete(String(body.customer_id)), response_code: 162 });
      case '/v1/transactions/refund/for_transaction': {
        const made = sales.find((s) => s.transaction_id === body.transaction_id);
        if (!made || made.status !== 'sale') return send(res, 400, { success: false, errors: { '81': ['Please provide a valid Transaction ID.'] } });
        if (!made.settled) return send(res, 400, { success: false, response_code: 1, errors: { '817': ['The Transaction ID that you provided could not be refunded. Only settled transactions can be refunded.'] } });
        made.status = 'refunded';
        return send(res, 200, { success: true, response_code: 106, status_message: 'Your transaction was successfully refunded.' });
      }
      case '/v1/transactions/void': {
        const made = sales.find((s) => s.transaction_id === body.transaction_id && s.status === 'sale' && !s.settled);
        if (!made) return send(res, 400, { success: false, errors: { '818': ['The transaction has already been settled.'] } });
        made.status = 'voided';
        return send(res, 200, { success: true, response_code: 109, status_message: 'Your transaction was successfully voided.' });
      }
      case '/v1/transactions/export/by_date_range': {
        const date = /^\d{2}\/\d{2}\/\d{4}$/;
        if (!date.test(String(body.start_date)) || !date.test(String(body.end_date))) return send(res, 400, { success: false, errors: { '51': ['Please provide valid dates.'] } });
        return send(res, 200, { success: true, transactions: sales.map(({ settled: _s, status: _t, ...exported }) => ({ ...exported, transaction_type: 'Sale' })) });
      }
      default:
        return send(res, 404, { success: false, status_message: 'Not found.' });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://double').pathname;
    if (path === '/oauth/token') {
      const form = Object.fromEntries(new URLSearchParams(raw));
      seen.push({ method: req.method ?? '', path, headers: req.headers, body: form });
      const ok = req.method === 'POST' && req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') && form.grant_type === 'password';
      if (!ok || form.username !== doubleAccount.username || form.password !== doubleAccount.password) return send(res, 400, { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid.' });
      const token = `tok_${tokens.size + 1}`;
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 7200 });
    }
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    seen.push({ method: req.method ?? '', path, headers: req.headers, body });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return send(res, 415, { success: false });
    if (!bearer || !tokens.has(bearer)) return send(res, 401, { error: 'invalid_token' });
    if (body.integrator_id !== doubleAccount.integratorId) return send(res, 400, { success: false, errors: { '1': ['Please provide a valid integrator id.'] } });
    return answer(path, body, res);
  }

  const server = createServer((req, res) => void handle(req, res));
  const listening = new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  return {
    listening,
    seen,
    sales,
    /** Forgets every token issued: the next call with one is answered 401, as when PayTrace's token expired. */
    expireTokens: () => tokens.clear(),
    settleAll: () => sales.forEach((s) => void (s.settled = true)),
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
