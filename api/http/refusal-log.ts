/** Refused authorizations (401 and 403 answers of the API) as log events, with who asked, from where and why. */
import type { Deps } from '../deps.ts';
import type { AccessClaims } from '#kernel/tokens.ts';
import type { HttpError } from './errors.ts';

const callers = new WeakMap<Request, AccessClaims>();

/** Notes the signed-in caller of a request, so a refusal later in it can name the account. */
export function rememberCaller(request: Request, user: AccessClaims | null): void {
  if (user) callers.set(request, user);
}

export function logRefusal(deps: Deps, request: Request, ip: string, error: HttpError): void {
  if (error.status !== 401 && error.status !== 403) return;
  deps.log.warn('api.refused', {
    status: error.status,
    method: request.method,
    path: new URL(request.url).pathname,
    userId: callers.get(request)?.userId ?? null,
    ip,
    reason: error.message,
  });
}
