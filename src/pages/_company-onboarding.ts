/**
 * Where a client contact without a company stands, read from the API (not from the session, whose claims may
 * be older): a pending request to join a company, a company already (a request was approved), or neither.
 */
import { formatRelativeTime } from '../domain/format.ts';
import type { JoinRequestView } from '../islands/company-join/PendingRequest.tsx';

type Api = App.Locals['api'];

interface JoinRequestAnswer {
  companyName: string;
  city: string | null;
  country: string | null;
  requestedAt: string;
}

export type OnboardingState = { kind: 'pending'; request: JoinRequestView } | { kind: 'joined' } | { kind: 'none' };

export async function onboardingState(api: Api): Promise<OnboardingState> {
  const pending = await api('/api/Company/MyJoinRequest');
  const request = pending.ok ? ((await pending.json()) as JoinRequestAnswer | null) : null;
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
  const contact = await api('/api/Contact/GetMyinformation');
  const information = contact.ok ? ((await contact.json()) as { companyId: number | null }) : null;
  return information?.companyId ? { kind: 'joined' } : { kind: 'none' };
}

export const PENDING_PAGE = '/companyPendingRequest';
