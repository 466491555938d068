/** Shown when the contact's request was approved but the session still says "no company": renew it and open the dashboard. */
import { useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api-client.ts';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { openCompanyDashboard } from './open-company-dashboard.ts';

export default function CompanyReady() {
  const [problem, setProblem] = useState<ApiError | null>(null);

  useEffect(() => {
    void openCompanyDashboard().then(setProblem);
  }, []);

  return (
    <div className="stack">
      <p role="status">Opening your company’s dashboard…</p>
      <ErrorText id="company-ready-error" className="form-error">
        {problem ? (
          <>
            {problem.message} <a href="/logout">Log out</a> and log in again to continue.
          </>
        ) : null}
      </ErrorText>
    </div>
  );
}
