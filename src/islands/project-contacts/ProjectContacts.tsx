/**
 * The company contacts of a job: 3 shown, then Show More; "Add Contact" opens Select Company
 * Contact, which picks a co-worker of the company; when none is left its empty state offers administrators Add a New
 * Contact; "Remove from Job" only for contacts flagged
 * isDeleteAbleContact, after a confirmation. Server messages come back as toasts.
 */
import { useState } from 'react';
import { contactsShownFirst } from '#domain/client-job-texts.ts';
import { useProjectContacts, type ProjectContact } from './use-project-contacts.ts';
import { ContactItem } from './ContactItem.tsx';
import { AddContactDialog } from './AddContactDialog.tsx';
import { ConfirmDialog } from '../shell-kit/ConfirmDialog.tsx';
import './project-contacts.css';

interface Props {
  projectId: number;
  contacts: ProjectContact[];
  canInviteCoworkers: boolean;
}

export default function ProjectContacts({ projectId, contacts: initial, canInviteCoworkers }: Props) {
  const state = useProjectContacts(projectId, initial);
  const { contacts, busy } = state;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? contacts : contacts.slice(0, contactsShownFirst);

  return (
    <div className="stack project-contacts">
      <h3>Company contacts</h3>
      <ul>
        {shown.map((c) => (
          <ContactItem key={c.contactID} contact={c} busy={busy} onRemove={state.setRemoving} />
        ))}
      </ul>
      {contacts.length > contactsShownFirst ? (
        <button type="button" className="link-button" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => void state.openAdd()}>
          Add Contact
        </button>
      </div>
      <AddContactDialog
        open={state.adding}
        choices={state.choices}
        picked={state.picked}
        error={state.error}
        busy={busy}
        canInviteCoworkers={canInviteCoworkers}
        onPick={state.pick}
        onSubmit={(e) => void state.add(e)}
        onClose={() => state.setAdding(false)}
      />
      <ConfirmDialog
        subject={state.removing}
        title="Remove from Job"
        question={(c) => `Remove ${c.firstName} ${c.lastName} from this job?`}
        confirmLabel="Yes, remove"
        busy={busy}
        onConfirm={(c) => void state.remove(c)}
        onClose={() => state.setRemoving(null)}
      />
    </div>
  );
}
