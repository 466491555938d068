/**
 * A company administrator's contacts: the list with each status, the Company Contact dialog to add
 * or edit one (name and e-mail fixed once the contact is active or inactive), Re-invite for pending contacts and
 * Deactivate / Reactivate after a confirmation. The server's messages are announced below the list.
 */
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { Contact_DeActivateContact, Contact_GetAll, Contact_ReActivateContact, Contact_ReInvite } from '../../lib/api/operations.gen.ts';
import { ConfirmDialog } from '../shell-kit/ConfirmDialog.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import type { CompanyContact } from '#domain/company-contacts.ts';
import { webRoles } from '#domain/constants.ts';
import { ContactDialog } from './ContactDialog.tsx';
import { newContact, type ContactDraft } from './contact-draft.ts';

const statusLabels: Record<CompanyContact['status'], string> = { A: 'Active', I: 'Inactive', P: 'Invitation pending' };
const roleLabels: Record<number, string> = { [webRoles.administrator]: 'Administrator', [webRoles.standardUser]: 'Standard User' };

type Action = 'ReInvite' | 'DeActivateContact' | 'ReActivateContact';
type Confirmation = { contact: CompanyContact; action: Exclude<Action, 'ReInvite'> };
const actions = { ReInvite: Contact_ReInvite, DeActivateContact: Contact_DeActivateContact, ReActivateContact: Contact_ReActivateContact };

interface RowProps {
  contact: CompanyContact;
  busy: boolean;
  onEdit: (contact: CompanyContact) => void;
  onReInvite: (contact: CompanyContact) => void;
  onConfirm: (confirmation: Confirmation) => void;
}

function ContactRow({ contact, busy, onEdit, onReInvite, onConfirm }: RowProps) {
  const name = `${contact.firstName} ${contact.lastName}`;
  const button = (label: string, onClick: () => void) => (
    <button type="button" className="secondary" disabled={busy} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
  return (
    <tr>
      <td>
        {name}
        {contact.newRequest ? <span className="muted"> (asked to join)</span> : null}
      </td>
      <td data-label="Email">{contact.email}</td>
      <td data-label="Access level">{roleLabels[contact.webRole] ?? contact.webRole}</td>
      <td data-label="Status">{statusLabels[contact.status]}</td>
      <td className="actions">
        {button('Edit', () => onEdit(contact))}
        {contact.status === 'P' ? button('Re-invite', () => onReInvite(contact)) : null}
        {contact.status === 'A' ? button('Deactivate', () => onConfirm({ contact, action: 'DeActivateContact' })) : null}
        {contact.status === 'I' ? button('Reactivate', () => onConfirm({ contact, action: 'ReActivateContact' })) : null}
      </td>
    </tr>
  );
}

export default function CompanyContacts({ contacts: initial, productName }: { contacts: CompanyContact[]; productName: string }) {
  const [contacts, setContacts] = useState(initial);
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function reload() {
    const res = await api.call(Contact_GetAll);
    if (res.ok) setContacts(res.data);
  }

  async function saved(message: string) {
    setDraft(null);
    setDone(message);
    await reload();
  }

  async function act(contact: CompanyContact, action: Action) {
    setBusy(true);
    setDone(null);
    setProblem(null);
    const result = await api.call(actions[action], { body: { contactID: contact.contactID } });
    setBusy(false);
    setConfirm(null);
    if (!result.ok) return setProblem(result.error.message);
    setDone(`${contact.firstName} ${contact.lastName}: ${result.data.message}`);
    await reload();
  }

  return (
    <div className="stack">
      <div className="actions">
        <button type="button" onClick={() => setDraft(newContact)}>
          Add contact
        </button>
      </div>
      <table className="data-table">
        <caption className="visually-hidden">Company contacts</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">{productName} Access Level</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {contacts.map((contact) => (
            <ContactRow key={contact.contactID} contact={contact} busy={busy} onEdit={setDraft} onReInvite={(c) => void act(c, 'ReInvite')} onConfirm={setConfirm} />
          ))}
        </tbody>
      </table>
      <ErrorText id="company-contacts-error" className="form-error">
        {problem}
      </ErrorText>
      <div role="status">{done ? <p className="notice">{done}</p> : null}</div>
      <ContactDialog draft={draft} productName={productName} onClose={() => setDraft(null)} onSaved={(message) => void saved(message)} />
      <ConfirmDialog
        subject={confirm}
        title={confirm?.action === 'ReActivateContact' ? 'Reactivate contact' : 'Deactivate contact'}
        question={({ contact, action }) =>
          action === 'ReActivateContact'
            ? `Reactivate ${contact.firstName} ${contact.lastName}? They can sign in again.`
            : `Deactivate ${contact.firstName} ${contact.lastName}? They are signed out and can no longer act for your company.`
        }
        confirmLabel="Yes"
        cancelLabel="No"
        busy={busy}
        onConfirm={(c) => void act(c.contact, c.action)}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
