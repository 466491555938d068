/** The contact the Company Contact dialog edits, or a new one. */
import type { CompanyContact } from '#domain/company-contacts.ts';

/** The contact being edited, or a new one (no contactID, no status). */
export type ContactDraft = Pick<CompanyContact, 'firstName' | 'lastName' | 'email'> & { contactID: number | null; webRole: number | null; status: CompanyContact['status'] | null };

export const newContact: ContactDraft = { contactID: null, firstName: '', lastName: '', email: '', webRole: null, status: null };
