/**
 * Accept an agency's invitation while signed in (decision record 289): POST /api/Agency/AcceptInvitation, then the
 * session is renewed so its claims name the agency, and the member's profile opens. A refusal is announced.
 */
import { useState } from 'react';
import { api, type ApiError } from '../../lib/api-client.ts';
import { Agency_AcceptInvitation } from '../../lib/api/operations.gen.ts';

export const PAGE_AFTER_JOINING = '/profile';

export default function AcceptInvitation({ token, agencyName }: { token: string; agencyName: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiError | null>(null);

  async function accept() {
    setBusy(true);
    setProblem(null);
    const result = await api.call(Agency_AcceptInvitation, { body: { token } });
    const renewed = result.ok ? await api.renew() : null;
    if (result.ok && renewed?.ok) {
      window.location.assign(PAGE_AFTER_JOINING);
      return;
    }
    setBusy(false);
    setProblem(result.ok ? (renewed && !renewed.ok ? renewed.error : null) : result.error);
  }

  return (
    <div className="stack">
      {problem && (
        <p className="form-error" role="alert">
          {problem.message}
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={() => void accept()} disabled={busy}>
          {busy ? 'Joining…' : `Join ${agencyName}`}
        </button>
      </div>
    </div>
  );
}
