/** State and server calls of the job's company contacts: open Select Company Contact, add the picked one, remove one. */
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
import { messages } from '#domain/messages.ts';

export type ProjectContact = AnswerOf<typeof Project_GetProjectContacts>[number];
export type AddableContacts = AnswerOf<typeof Project_GetAddableProjectContacts>;

export function useProjectContacts(projectId: number, initial: ProjectContact[]) {
  const [contacts, setContacts] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [choices, setChoices] = useState<AddableContacts | null>(null);
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ProjectContact | null>(null);
  const [busy, setBusy] = useState(false);

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

  function pick(value: string) {
    setPicked(value);
    setError(null);
  }

  return {
    contacts,
    adding,
    setAdding,
    choices,
    picked,
    pick,
    error,
    removing,
    setRemoving,
    busy,
    openAdd,
    add,
    remove,
  };
}
