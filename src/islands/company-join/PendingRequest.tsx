/**
 * The pending request to join a company (/companyPendingRequest): who was asked and when, Cancel request
 * (POST /api/Company/CancelJoinRequest), and the answer: the page listens to the notification stream (the
 * requester is notified when an administrator answers) and checks on demand. Once approved, the session is
 * renewed and the client dashboard opens; once rejected, the page shows that no request is pending.
 */
import { useEffect, useRef, useState } from 'react';
import { api, type ApiError } from '../../lib/api-client.ts';
import { Company_CancelJoinRequest, Company_MyJoinRequest, Contact_GetMyinformation, Notification_Stream } from '../../lib/api/operations.gen.ts';
import { pathOf } from '../../lib/api/operation.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { openCompanyDashboard } from './open-company-dashboard.ts';
import './company-join.css';

export interface JoinRequestView {
  companyName: string;
  place: string;
  requestedAt: string;
}

const approvedText = 'Your request was approved. Opening your company’s dashboard…';

export default function PendingRequest({ request }: { request: JoinRequestView }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const checking = useRef(false);

  async function checkAnswer() {
    if (checking.current) return;
    checking.current = true;
    setProblem(null);
    const contact = await api.call(Contact_GetMyinformation);
    if (contact.ok && contact.data.companyId !== null) {
      setStatus(approvedText);
      setProblem(await openCompanyDashboard());
    } else {
      const pending = await api.call(Company_MyJoinRequest);
      if (pending.ok && pending.data === null) window.location.reload();
      else if (!pending.ok) setProblem(pending.error);
      else setStatus('Your request is still waiting for an answer.');
    }
    checking.current = false;
  }

  useEffect(() => {
    const stream = new EventSource(pathOf(Notification_Stream));
    stream.addEventListener('unread', () => void checkAnswer());
    return () => stream.close();
  }, []);

  async function cancel() {
    setBusy(true);
    setProblem(null);
    const result = await api.call(Company_CancelJoinRequest);
    if (result.ok) {
      window.location.assign('/clientCompany');
      return;
    }
    setBusy(false);
    setProblem(result.error);
  }

  return (
    <div className="stack">
      <dl className="request-facts">
        <dt>Company</dt>
        <dd>{request.companyName}</dd>
        {request.place ? (
          <>
            <dt>Location</dt>
            <dd>{request.place}</dd>
          </>
        ) : null}
        <dt>Requested</dt>
        <dd>{request.requestedAt}</dd>
      </dl>
      <p>An administrator of the company answers your request. This page moves on by itself when they approve it.</p>
      <ErrorText id="pending-request-error" className="form-error">
        {problem?.message}
      </ErrorText>
      <div className="actions">
        <button type="button" onClick={() => void checkAnswer()} disabled={busy}>
          Check for an answer
        </button>
        <button type="button" className="secondary" onClick={() => void cancel()} disabled={busy}>
          {busy ? 'Cancelling…' : 'Cancel request'}
        </button>
      </div>
      <p role="status">{status}</p>
    </div>
  );
}
