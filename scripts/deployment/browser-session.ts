/**
 * One person's HTTP session against the site, as a browser keeps it: the cookies the edge sets (session tokens),
 * the site's Origin on every request, JSON in and out.
 */
export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export class BrowserSession {
  private readonly cookies = new Map<string, string>();
  private readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  /** A request to `base` (the load balancer, or one edge directly) with this session's cookies. */
  async fetch(path: string, init: RequestInit = {}, base = this.origin): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', this.origin);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, base), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
    return response;
  }

  async json(method: string, path: string, body?: unknown, base?: string): Promise<Answer> {
    const init: RequestInit = { method, ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }) };
    const response = await this.fetch(path, init, base);
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** The JSON answer, which must be 200. */
  async ok(method: string, path: string, body?: unknown, base?: string): Promise<Record<string, unknown>> {
    const answer = await this.json(method, path, body, base);
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body;
  }
}
