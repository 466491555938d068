/**
 * The company contacts of a job (spec 2 §2, §5, §6): 3 shown, then Show More; "Add Contact" opens Select Company
 * Contact, which picks a co-worker of the company; when none is left its empty state offers administrators Add a New
 * Contact (spec 3 §2, spec 1 §8); "Remove from Job" only for contacts flagged
 * isDeleteAbleContact, after a confirmation. Server messages come back as toasts.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import {
  Project_AddProjectContact,
  Project_DeleteProjectContact,
  Project_GetAddableProjectContacts,
  type Project_GetProjectContacts,
} from '../../lib/api/operations.gen.ts';
import { showToast, toastDurations } from '../../stores/toasts.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { contactsShownFirst } from '../../domain/client-job-texts.ts';
import { messages } from '../../domain/messages.ts';
import './project-contacts.css';
import { formatPhone } from '../../domain/format.ts';

type ProjectContact = AnswerOf<typeof Project_GetProjectContacts>[number];

interface Props {
  projectId: number;
  contacts: ProjectContact[];
  canInviteCoworkers: boolean;
}

export default function ProjectContacts({ projectId, contacts: initial, canInviteCoworkers }: Props) {
  const [contacts, setContacts] = useState(initial);
  const [showAll, setShowAll] = useState(false);
  const [adding, setAdding] = useState(false);
  const [choices, setChoices] = useState<AnswerOf<typeof Project_GetAddableProjectContacts> | null>(null);
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ProjectContact | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = showAll ? contacts : contacts.slice(0, contactsShownFirst);

  async function openAdd() {
    setError(null);
    setPicked('');
    setChoices(null);
    setAdding(true);
    const res = await api.call(Project_GetAddableProjectContacts, { query: { projectId } });
    if (res.ok) setChoices(res.data);
    else setError(res.error.message);
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!picked) {
      setError(messages.job.contactRequired);
      return;
    }
    setBusy(true);
    const res = await api.call(Project_AddProjectContact, { body: { projectId, contactId: Number(picked) } });
    setBusy(false);
    if (!res.ok) {
      setError(res.error.message);
      return;
    }
    setContacts(res.data.contacts);
    setAdding(false);
    showToast({ tone: 'success', text: res.data.message, ms: toastDurations.proposal });
  }

  async function remove(contact: ProjectContact) {
    setBusy(true);
    const res = await api.call(Project_DeleteProjectContact, { query: { contactId: contact.contactID, projectId } });
    setBusy(false);
    setRemoving(null);
    if (!res.ok) {
      showToast({ tone: 'error', text: res.error.message, ms: toastDurations.proposal });
      return;
    }
    showToast({ tone: 'success', text: res.data.message, ms: toastDurations.proposal });
    if (res.data.contacts.length > 0) setContacts(res.data.contacts);
    else window.location.assign('/client-job/jobstatussection/1');
  }

  return (
    <div className="stack project-contacts">
      <h3>Company contacts</h3>
      <ul>
        {shown.map((c) => {
          const name = `${c.firstName} ${c.lastName}`;
          return (
            <li key={c.contactID}>
              <p className="contact-name">
                {name}
                {c.isOwner ? <span className="tag">Owner</span> : null}
                {c.contactStatus === 'P' ? <span className="tag">Invited</span> : null}
              </p>
              {c.jobTitle ? <p className="muted">{c.jobTitle}</p> : null}
              <p>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </p>
              {c.phoneNumber ? <p>{formatPhone(c.phoneNumber)}</p> : null}
              {c.isDeleteAbleContact ? (
                <button type="button" className="link-button" disabled={busy} onClick={() => setRemoving(c)}>
                  Remove from Job<span className="visually-hidden"> {name}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {contacts.length > contactsShownFirst ? (
        <button type="button" className="link-button" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => void openAdd()}>
          Add Contact
        </button>
      </div>

      <Dialog open={adding} title="Select Company Contact" onClose={() => setAdding(false)}>
        <form className="stack" onSubmit={(e) => void add(e)} noValidate>
          {choices === null && !error ? <p>Loading your co-workers…</p> : null}
          {choices !== null && choices.length === 0 ? (
            <p className="muted">
              Every contact of your company is already on this job.{' '}
              {canInviteCoworkers ? <a href="/client-profile/company-contact">Add a New Contact</a> : 'Ask a company administrator to add a new contact.'}
            </p>
          ) : null}
          {choices !== null && choices.length > 0 ? (
            <div className="field">
              <label htmlFor="project-contact-pick">Contact</label>
              <select
                id="project-contact-pick"
                value={picked}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'project-contact-error' : undefined}
                onChange={(e) => {
                  setPicked(e.currentTarget.value);
                  setError(null);
                }}
              >
                <option value="">Select a contact</option>
                {choices.map((c) => (
                  <option key={c.contactID} value={String(c.contactID)}>
                    {c.firstName} {c.lastName} ({c.email}){c.contactStatus === 'P' ? ', invited' : ''}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <ErrorText id="project-contact-error" className="field-error">
            {error}
          </ErrorText>
          {canInviteCoworkers ? (
            <p>
              Not in the list? <a href="/client-profile/company-contact">Invite a co-worker to your company</a>, then add them here.
            </p>
          ) : (
            <p className="muted">Not in the list? Ask a company administrator to invite your co-worker.</p>
          )}
          <div className="actions">
            <button type="submit" disabled={busy || !choices?.length}>
              Add to Job
            </button>
            <button type="button" className="secondary" onClick={() => setAdding(false)}>
              Cancel
            </button>
          </div>
        </form>
      </Dialog>

      <Dialog open={removing !== null} title="Remove from Job" onClose={() => setRemoving(null)}>
        <p>{removing ? `Remove ${removing.firstName} ${removing.lastName} from this job?` : null}</p>
        <div className="actions">
          <button type="button" disabled={busy} onClick={() => removing && void remove(removing)}>
            Yes, remove
          </button>
          <button type="button" className="secondary" onClick={() => setRemoving(null)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </div>
  );
}
