/**
 * The PayTrace driver (decision record 320), written to PayTrace's JSON API (v1): an OAuth token by the password grant
 * (POST /oauth/token), a client key for Protect.js (its hosted fields, so card numbers never reach our server),
 * sales by the one-time token (hpf_token + enc_key) or by a vault customer, the customer vault, refunds (a void
 * while unsettled) and the transaction export that finds an attempt by its invoice_id. Every request carries our
 * integrator id; requests time out after PAYTRACE_TIMEOUT_MS, which leaves the attempt to `lookup`.
 */
import { brandOf, GatewayRefused, type CardGateway, type SaleResult, type VaultCard } from './gateway.ts';
import { payTraceClient, type Answer, type PayTraceCall, type PayTraceOptions } from './paytrace-client.ts';

const APPROVED = 101;
/** The transaction has not settled yet: it is voided instead of refunded. */
const NOT_SETTLED = '817';

/** Protect.js of the API's environment (the sandbox's for the sandbox API): its script, and the origin of its fields' frame. */
export function protectOf(apiUrl: string): { scriptUrl: string; frameOrigin: string } {
  const sandbox = new URL(apiUrl).hostname.includes('sandbox') ? 'sandbox.' : '';
  return { scriptUrl: `https://protect.${sandbox}paytrace.com/js/protect.min.js`, frameOrigin: `https://secure.${sandbox}paytrace.com` };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const lastFourOf = (masked: string | undefined) => (masked ?? '').replace(/\D/g, '').slice(-4) || '????';

/** The gateway's words for a card it did not approve, or for the first thing it found wrong with the request. */
function declineMessage(answer: Answer): string {
  const firstError = Object.values(answer.errors ?? {})[0]?.[0];
  const approval = answer.approval_message?.trim();
  return [answer.status_message?.trim(), approval].filter(Boolean).join(' ') || firstError || 'Your card was not approved.';
}

function saleOutcome(answer: Answer): SaleResult {
  if (answer.success === true && answer.response_code === APPROVED && answer.transaction_id !== undefined) {
    const masked = answer.masked_card_number ?? '';
    return { status: 'approved', transactionId: String(answer.transaction_id), brand: brandOf(masked.replace(/\D/g, '')), last4: lastFourOf(masked) };
  }
  return { status: 'declined', message: declineMessage(answer) };
}

const usDate = (date: Date) => `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** The card a vault customer holds, as the customer export describes it. */
async function exportCustomer(call: PayTraceCall, customerId: string): Promise<VaultCard> {
  const answer = await call('/v1/customer/export', { customer_id: customerId });
  const card = answer.customers?.find((c) => c.customer_id === customerId)?.credit_card;
  if (!answer.success || !card) throw new GatewayRefused(`customer ${customerId} was not exported`);
  const masked = card.masked_number ?? '';
  return {
    customerId,
    brand: brandOf(masked.replace(/\D/g, '')),
    last4: lastFourOf(masked),
    expMonth: Number(card.expiration_month),
    expYear: Number(String(card.expiration_year).padStart(4, '20')),
  };
}

export function payTraceGateway(options: PayTraceOptions): CardGateway {
  const call = payTraceClient(options);

  return {
    name: 'paytrace',
    async hostedFields() {
      const answer = await call('/v1/payment_fields/token/create', {});
      if (!answer.clientKey) throw new GatewayRefused('no client key for Protect.js');
      return { gateway: 'paytrace', ...protectOf(options.apiUrl), clientKey: answer.clientKey };
    },
    async saleByToken({ card, amountCents, reference }) {
      return saleOutcome(await call('/v1/transactions/sale/pt_protect', { amount: dollars(amountCents), hpf_token: card.token, enc_key: card.key ?? '', invoice_id: reference }));
    },
    async saveCard({ card, customerId }) {
      const answer = await call('/v1/customer/pt_protect_create', { customer_id: customerId, hpf_token: card.token, enc_key: card.key ?? '' });
      if (!answer.success) return { status: 'declined', message: declineMessage(answer) };
      return exportCustomer(call, customerId);
    },
    async saleByCustomer({ customerId, amountCents, reference }) {
      return saleOutcome(await call('/v1/transactions/sale/by_customer', { amount: dollars(amountCents), customer_id: customerId, invoice_id: reference }));
    },
    async removeCard(customerId) {
      const answer = await call('/v1/customer/delete', { customer_id: customerId });
      if (!answer.success) throw new GatewayRefused(`customer ${customerId} was not deleted`);
    },
    async refund({ transactionId, amountCents }) {
      const transaction_id = Number(transactionId);
      const refunded = await call('/v1/transactions/refund/for_transaction', { transaction_id, amount: dollars(amountCents) });
      if (refunded.success) return;
      if (!Object.keys(refunded.errors ?? {}).includes(NOT_SETTLED)) throw new GatewayRefused(`transaction ${transactionId} was not refunded`);
      const voided = await call('/v1/transactions/void', { transaction_id });
      if (!voided.success) throw new GatewayRefused(`transaction ${transactionId} was not voided`);
    },
    async lookup({ reference, since }) {
      const day = 86_400_000;
      const answer = await call('/v1/transactions/export/by_date_range', {
        start_date: usDate(new Date(since.getTime() - day)),
        end_date: usDate(new Date(Date.now() + day)),
        transaction_type: 'SALE',
      });
      const found = answer.transactions?.find((t) => t.invoice_id === reference);
      if (!found) return null;
      if (!found.approval_code && found.response_code !== APPROVED) return { status: 'declined', message: found.status_message ?? 'Your card was not approved.' };
      const masked = found.credit_card?.masked_number ?? '';
      return { status: 'approved', transactionId: String(found.transaction_id), brand: brandOf(masked.replace(/\D/g, '')), last4: lastFourOf(masked) };
    },
  };
}
