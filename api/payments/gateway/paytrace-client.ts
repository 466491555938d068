/**
 * Requests to PayTrace's JSON API (v1): an OAuth token by the password grant, kept until shortly before it expires;
 * every call carries our integrator id and times out after the configured time.
 */
import { GatewayRefused, GatewayUnavailable } from './gateway.ts';

/** A PayTrace account's API address and credentials, and how long one request may take. */
export interface PayTraceOptions {
  apiUrl: string;
  username: string;
  password: string;
  integratorId: string;
  timeoutMs: number;
}

export interface Answer {
  success?: boolean;
  response_code?: number;
  status_message?: string;
  approval_message?: string;
  transaction_id?: number | string;
  masked_card_number?: string;
  errors?: Record<string, string[]>;
  clientKey?: string;
  customers?: { customer_id?: string; credit_card?: { masked_number?: string; expiration_month?: string | number; expiration_year?: string | number } }[];
  transactions?: { transaction_id?: number | string; invoice_id?: string; approval_code?: string; response_code?: number; status_message?: string; credit_card?: { masked_number?: string } }[];
}

/** The API call of a PayTrace account: POST a JSON body, answer the JSON reply. */
export type PayTraceCall = (path: string, body: Record<string, unknown>) => Promise<Answer>;

export function payTraceClient(options: PayTraceOptions): PayTraceCall {
  let token: { value: string; until: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(new URL(path, options.apiUrl), { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch {
      throw new GatewayUnavailable(`POST ${path} failed or timed out`);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const form = new URLSearchParams({ grant_type: 'password', username: options.username, password: options.password });
    const res = await send('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', accept: 'application/json' }, body: form });
    const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (res.status >= 500) throw new GatewayUnavailable(`POST /oauth/token answered ${res.status}`);
    if (!res.ok || !body?.access_token) throw new GatewayRefused(`POST /oauth/token answered ${res.status}`);
    token = { value: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  /** One API call; a 401 (an expired token) signs in again and repeats it once, as the request was not processed. */
  async function call(path: string, body: Record<string, unknown>, retried = false): Promise<Answer> {
    const res = await send(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, integrator_id: options.integratorId }),
    });
    if (res.status === 401 && !retried) {
      token = null;
      await res.body?.cancel();
      return call(path, body, true);
    }
    if (res.status >= 500) throw new GatewayUnavailable(`POST ${path} answered ${res.status}`);
    const answer = (await res.json().catch(() => null)) as Answer | null;
    if (!answer) throw new GatewayUnavailable(`POST ${path} answered ${res.status} without JSON`);
    if (res.status === 401 || res.status === 403) throw new GatewayRefused(`POST ${path} answered ${res.status}`);
    return answer;
  }

  return (path, body) => call(path, body);
}
