/** Select Company Contact: picks a co-worker of the company to add to the job, or points to inviting a new one. */
import type { FormEvent } from 'react';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import type { AddableContacts } from './use-project-contacts.ts';

interface Props {
  open: boolean;
  choices: AddableContacts | null;
  picked: string;
  error: string | null;
  busy: boolean;
  canInviteCoworkers: boolean;
  onPick: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
}

export function AddContactDialog({ open, choices, picked, error, busy, canInviteCoworkers, onPick, onSubmit, onClose }: Props) {
  return (
    <Dialog open={open} title="Select Company Contact" onClose={onClose}>
      <form className="stack" onSubmit={onSubmit} noValidate>
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
              onChange={(e) => onPick(e.currentTarget.value)}
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
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
