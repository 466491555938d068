/** "Jobs of {talent}": the talent's previous jobs with this company, 5 shown then all on request. */
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { talentJobsShown } from '#domain/client-job-texts.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { Project_GetTalentJobs } from '../../lib/api/operations.gen.ts';
import './talent-jobs-modal.css';
import { formatDate } from '#domain/format.ts';

interface Props {
  instrId: number;
  talentName: string;
}


export default function TalentJobsModal({ instrId, talentName }: Props) {
  const [open, setOpen] = useState(false);
  const [jobs, setJobs] = useState<AnswerOf<typeof Project_GetTalentJobs> | null>(null);
  const [failed, setFailed] = useState(false);
  const [all, setAll] = useState(false);

  async function show() {
    setOpen(true);
    setFailed(false);
    const res = await api.call(Project_GetTalentJobs, { query: { instrId } });
    if (res.ok) setJobs(res.data);
    else setFailed(true);
  }

  const projects = jobs ? (all ? jobs.talentProjects : jobs.talentProjects.slice(0, talentJobsShown)) : [];
  return (
    <>
      <button type="button" className="secondary" onClick={show}>
        Jobs of {talentName}
      </button>
      <Dialog open={open} title={`Jobs of ${talentName}`} onClose={() => setOpen(false)}>
        {failed ? (
          <p role="alert">The jobs could not be loaded. Please try again.</p>
        ) : !jobs ? (
          <p role="status">Loading…</p>
        ) : (
          <div className="talent-jobs">
            <p>
              {jobs.noOfJobs === 0
                ? `${jobs.talentName} has not worked on a job with ${jobs.companyName} yet.`
                : `${jobs.noOfJobs} job${jobs.noOfJobs === 1 ? '' : 's'} with ${jobs.companyName}${jobs.lastHiredDate ? `, last hired ${formatDate(new Date(jobs.lastHiredDate))}` : ''}.`}
            </p>
            <ul className="talent-jobs-list">
              {projects.map((p) => (
                <li key={p.projectID}>
                  <a href={`/client-job/job-entity/4/${p.projectID}`}>
                    {p.projectID} - {p.title}
                  </a>
                  <span className="muted">
                    {[p.roles.join(', '), p.projectStartDate && `starts ${formatDate(new Date(p.projectStartDate))}`].filter(Boolean).join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
            {!all && jobs.talentProjects.length > talentJobsShown ? (
              <button type="button" className="link-button" onClick={() => setAll(true)}>
                Show all
              </button>
            ) : null}
          </div>
        )}
      </Dialog>
    </>
  );
}
