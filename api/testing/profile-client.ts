/** Requests for the talent profile tests: any method, a query object and a JSON body, answered as parsed JSON. */
import type { ApiApp } from '../app.ts';

export type Answer = { status: number; body: Record<string, unknown> & { message?: string; errors?: Record<string, string[]> } };

export function profileClient(app: ApiApp) {
  return async function send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    token: string,
    input: { query?: Record<string, string | number>; body?: unknown } = {},
  ): Promise<Answer> {
    const query = input.query ? `?${new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)]))}` : '';
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`${path}${query}`, { method, headers, ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }) });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  };
}
