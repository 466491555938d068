/**
 * A company administrator's contacts (spec 3 §3–§8): the list with each status, the Company Contact dialog to add
 * or edit one (name and e-mail fixed once the contact is active or inactive), Re-invite for pending contacts and
 * Deactivate / Reactivate after a confirmation. The server's messages are announced below the list.
 */
import { useState, type FormEvent } from 'react';
import { api, type ApiError } from '../../lib/api-client.ts';
import {
  Contact_DeActivateContact,
  Contact_GetAll,
  Contact_Post,
  Contact_Put,
  Contact_ReActivateContact,
  Contact_ReInvite,
} from '../../lib/api/operations.gen.ts';
import { Dialog } from '../shell-kit/Dialog.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import type { CompanyContact } from '../../domain/company-contacts.ts';
import { identityLocked } from '../../domain/company-contact-rules.ts';
import { webRoles } from '../../domain/constants.ts';

const statusLabels: Record<CompanyContact['status'], string> = { A: 'Active', I: 'Inactive', P: 'Invitation pending' };
const roleLabels: Record<number, string> = { [webRoles.administrator]: 'Administrator', [webRoles.standardUser]: 'Standard User' };

type Draft = { contactID: number | null; firstName: string; lastName: string; email: string; webRole: string; status: CompanyContact['status'] | null };
const emptyDraft: Draft = { contactID: null, firstName: '', lastName: '', email: '', webRole: '', status: null };
type Confirmation = { contact: CompanyContact; action: 'DeActivateContact' | 'ReActivateContact' };
const actions = { ReInvite: Contact_ReInvite, DeActivateContact: Contact_DeActivateContact, ReActivateContact: Contact_ReActivateContact };
const accessLevels = [webRoles.administrator, webRoles.standardUser] as const;

export default function CompanyContacts({ contacts: initial, productName }: { contacts: CompanyContact[]; productName: string }) {
  const [contacts, setContacts] = useState(initial);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [formError, setFormError] = useState<ApiError | null>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function reload() {
    const res = await api.call(Contact_GetAll);
    if (res.ok) setContacts(res.data);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    setFormError(null);
    const webRole = accessLevels.find((level) => String(level) === draft.webRole) ?? null;
    const body = { firstName: draft.firstName, lastName: draft.lastName, email: draft.email, webRole };
    const result =
      draft.contactID === null
        ? await api.call(Contact_Post, { body })
        : await api.call(Contact_Put, { body: { ...body, contactID: draft.contactID } });
    setBusy(false);
    if (!result.ok) {
      setFormError(result.error);
      return;
    }
    setDraft(null);
    setDone(result.data.message);
    await reload();
  }

  async function act(contact: CompanyContact, action: 'ReInvite' | Confirmation['action']) {
    setBusy(true);
    setDone(null);
    setProblem(null);
    const result = await api.call(actions[action], { body: { contactID: contact.contactID } });
    setBusy(false);
    setConfirm(null);
    if (result.ok) {
      setDone(`${contact.firstName} ${contact.lastName}: ${result.data.message}`);
      await reload();
    } else {
      setProblem(result.error.message);
    }
  }

  const edit = (contact: CompanyContact) => {
    setFormError(null);
    setDraft({ ...contact, webRole: String(contact.webRole) });
  };
  const locked = draft?.status ? identityLocked(draft.status) : false;
  const fieldError = (name: string) => formError?.errors?.[name]?.[0];
  const input = (name: 'firstName' | 'lastName' | 'email', label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{label}</label>
      <input
        id={`contact-${name}`}
        type={type}
        value={draft?.[name] ?? ''}
        disabled={locked}
        aria-invalid={fieldError(name) ? true : undefined}
        aria-describedby={fieldError(name) ? `contact-${name}-error` : undefined}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setDraft((d) => (d ? { ...d, [name]: value } : d));
        }}
      />
      <ErrorText id={`contact-${name}-error`} className="field-error">
        {fieldError(name)}
      </ErrorText>
    </div>
  );

  return (
    <div className="stack">
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            setFormError(null);
            setDraft(emptyDraft);
          }}
        >
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
          {contacts.map((contact) => {
            const name = `${contact.firstName} ${contact.lastName}`;
            return (
              <tr key={contact.contactID}>
                <td>
                  {name}
                  {contact.newRequest ? <span className="muted"> (asked to join)</span> : null}
                </td>
                <td data-label="Email">{contact.email}</td>
                <td data-label="Access level">{roleLabels[contact.webRole] ?? contact.webRole}</td>
                <td data-label="Status">{statusLabels[contact.status]}</td>
                <td className="actions">
                  <button type="button" className="secondary" disabled={busy} onClick={() => edit(contact)}>
                    Edit<span className="visually-hidden"> {name}</span>
                  </button>
                  {contact.status === 'P' ? (
                    <button type="button" className="secondary" disabled={busy} onClick={() => void act(contact, 'ReInvite')}>
                      Re-invite<span className="visually-hidden"> {name}</span>
                    </button>
                  ) : null}
                  {contact.status === 'A' ? (
                    <button type="button" className="secondary" disabled={busy} onClick={() => setConfirm({ contact, action: 'DeActivateContact' })}>
                      Deactivate<span className="visually-hidden"> {name}</span>
                    </button>
                  ) : null}
                  {contact.status === 'I' ? (
                    <button type="button" className="secondary" disabled={busy} onClick={() => setConfirm({ contact, action: 'ReActivateContact' })}>
                      Reactivate<span className="visually-hidden"> {name}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ErrorText id="company-contacts-error" className="form-error">
        {problem}
      </ErrorText>
      <div role="status">{done ? <p className="notice">{done}</p> : null}</div>

      <Dialog open={draft !== null} title="Company Contact" onClose={() => setDraft(null)}>
        <form className="stack" onSubmit={(e) => void save(e)} noValidate>
          <ErrorText id="company-contact-form-error" className="form-error">
            {formError && !formError.errors ? formError.message : null}
          </ErrorText>
          {input('firstName', 'First name')}
          {input('lastName', 'Last name')}
          {input('email', 'Email address', 'email')}
          <div className="field">
            <label htmlFor="contact-webRole">{productName} Access Level</label>
            <select
              id="contact-webRole"
              value={draft?.webRole ?? ''}
              aria-invalid={fieldError('webRole') ? true : undefined}
              aria-describedby={fieldError('webRole') ? 'contact-webRole-error' : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => (d ? { ...d, webRole: value } : d));
              }}
            >
              <option value="">Select an access level</option>
              <option value={String(webRoles.administrator)}>Administrator</option>
              <option value={String(webRoles.standardUser)}>Standard User</option>
            </select>
            <ErrorText id="contact-webRole-error" className="field-error">
              {fieldError('webRole')}
            </ErrorText>
          </div>
          <div className="actions">
            <button type="submit" disabled={busy}>
              {draft?.contactID === null ? 'Send invitation' : 'Save'}
            </button>
            <button type="button" className="secondary" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </form>
      </Dialog>

      <Dialog open={confirm !== null} title={confirm?.action === 'ReActivateContact' ? 'Reactivate contact' : 'Deactivate contact'} onClose={() => setConfirm(null)}>
        <p>
          {confirm?.action === 'ReActivateContact'
            ? `Reactivate ${confirm.contact.firstName} ${confirm.contact.lastName}? They can sign in again.`
            : `Deactivate ${confirm?.contact.firstName ?? ''} ${confirm?.contact.lastName ?? ''}? They are signed out and can no longer act for your company.`}
        </p>
        <div className="actions">
          <button type="button" disabled={busy} onClick={() => confirm && void act(confirm.contact, confirm.action)}>
            Yes
          </button>
          <button type="button" className="secondary" onClick={() => setConfirm(null)}>
            No
          </button>
        </div>
      </Dialog>
    </div>
  );
}
