/**
 * After a contact's company changed (created, or a request to join approved) the session's claims are stale:
 * POST /api/User/RefreshToken (the edge fills in the tokens from the cookies) issues claims from the current
 * rows, then the client dashboard opens. Answers the error when the session could not be renewed.
 */
import { api, type ApiError } from '../../lib/api-client.ts';

export const CLIENT_DASHBOARD = '/client-dashboard';

export async function openCompanyDashboard(): Promise<ApiError | null> {
  const result = await api.renew();
  if (!result.ok) return result.error;
  window.location.assign(CLIENT_DASHBOARD);
  return null;
}
