/**
 * A company administrator's list of requests to join the company (GET /api/User/GetJoiningRequestedUsers),
 * each with Approve and Reject (POST /api/Company/ApproveJoinRequest / RejectJoinRequest). An answered request
 * leaves the list and the server's message is announced.
 */
import { useState } from 'react';
import { api, type ApiError } from '../../lib/api-client.ts';
import { Company_ApproveJoinRequest, Company_RejectJoinRequest } from '../../lib/api/operations.gen.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import './company-join.css';

export interface AccessRequest {
  requestId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** When it was asked, as the page shows it. */
  requested: string;
}

const decisions = { ApproveJoinRequest: Company_ApproveJoinRequest, RejectJoinRequest: Company_RejectJoinRequest };
type Decision = keyof typeof decisions;

export default function AccessRequests({ requests }: { requests: AccessRequest[] }) {
  const [open, setOpen] = useState(requests);
  const [busy, setBusy] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiError | null>(null);

  async function decide(request: AccessRequest, decision: Decision) {
    setBusy(request.requestId);
    setDone(null);
    setProblem(null);
    const result = await api.call(decisions[decision], { body: { requestId: request.requestId } });
    setBusy(null);
    if (result.ok) {
      setOpen((list) => list.filter((r) => r.requestId !== request.requestId));
      setDone(`${request.firstName} ${request.lastName}: ${result.data.message}`);
    } else {
      setProblem(result.error);
    }
  }

  return (
    <div className="stack">
      {open.length === 0 ? (
        <p className="muted">No one is waiting for access to your company.</p>
      ) : (
        <ul className="company-results" aria-label="Requests waiting for an answer">
          {open.map((request) => {
            const name = `${request.firstName} ${request.lastName}`;
            return (
              <li key={request.requestId} className="card company-result">
                <div>
                  <p className="company-name">{name}</p>
                  <p className="muted">
                    {request.email} · asked {request.requested}
                  </p>
                </div>
                <div className="actions">
                  <button type="button" disabled={busy !== null} onClick={() => void decide(request, 'ApproveJoinRequest')}>
                    Approve<span className="visually-hidden"> {name}</span>
                  </button>
                  <button type="button" className="secondary" disabled={busy !== null} onClick={() => void decide(request, 'RejectJoinRequest')}>
                    Reject<span className="visually-hidden"> {name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorText id="access-requests-error" className="form-error">
        {problem?.message}
      </ErrorText>
      <div role="status">{done ? <p className="notice">{done}</p> : null}</div>
    </div>
  );
}
