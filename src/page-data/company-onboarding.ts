/**
 * Where a client contact without a company stands, read from the API (not from the session, whose claims may
 * be older): a pending request to join a company, a company already (a request was approved), or neither.
 */
import { formatRelativeTime } from '#domain/format.ts';
import type { JoinRequestView } from '../islands/company-join/PendingRequest.tsx';
import type { Call } from '../lib/api/operation.ts';
import { Company_MyJoinRequest, Contact_GetMyinformation } from '../lib/api/operations.gen.ts';

export type OnboardingState = { kind: 'pending'; request: JoinRequestView } | { kind: 'joined' } | { kind: 'none' };

export async function onboardingState(call: Call): Promise<OnboardingState> {
  const pending = await call(Company_MyJoinRequest);
  const request = pending.ok ? pending.data : null;
  if (request) {
    return {
      kind: 'pending',
      request: {
        companyName: request.companyName,
        place: [request.city, request.country].filter(Boolean).join(', '),
        requestedAt: formatRelativeTime(new Date(request.requestedAt), new Date()),
      },
    };
  }
  const contact = await call(Contact_GetMyinformation);
  return contact.ok && contact.data.companyId ? { kind: 'joined' } : { kind: 'none' };
}

export const PENDING_PAGE = '/companyPendingRequest';
