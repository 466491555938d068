/**
 * Shared by the reference pages: the form's fields, its body for the API, and the POST of the list pages
 * (/manage-reference, /settings/manage-reference): delete a reference, or mail its request to confirm again.
 */
import type { Call } from '../lib/api/operation.ts';
import { ProfessionalReference_Delete, ProfessionalReference_ResendConfirmation } from '../lib/api/operations.gen.ts';
import { fieldTexts, handlePost, type FormState } from './profile/form-post.ts';
import { referenceLimits, referenceTexts } from '#domain/references.ts';

export interface ReferenceField {
  name: 'firstName' | 'lastName' | 'email' | 'companyName' | 'jobTitle' | 'phone' | 'relationship';
  label: string;
  kind: 'text' | 'email' | 'tel';
  required: boolean;
  max?: number;
  hint?: string;
}

export const referenceFields: readonly ReferenceField[] = [
  { name: 'firstName', label: 'First Name', kind: 'text', required: true, max: referenceLimits.nameMax },
  { name: 'lastName', label: 'Last Name', kind: 'text', required: true, max: referenceLimits.nameMax },
  { name: 'email', label: 'Email', kind: 'email', required: true, hint: 'We e-mail them a link to confirm that they are your reference.' },
  { name: 'companyName', label: 'Company Name', kind: 'text', required: true, max: referenceLimits.companyNameMax },
  { name: 'jobTitle', label: 'Job Title', kind: 'text', required: false, max: referenceLimits.jobTitleMax },
  { name: 'phone', label: 'Phone', kind: 'tel', required: false },
  { name: 'relationship', label: 'Relationship', kind: 'text', required: true, max: referenceLimits.relationshipMax, hint: 'For example: former manager, client, colleague.' },
];

/** The form as typed; the API trims and checks it. */
export const referenceBodyOf = (form: FormData) => fieldTexts(form, referenceFields.map((field) => field.name));

/** The notices the list shows after a save (only these, so a crafted link shows nothing). */
export const referenceNotices = [referenceTexts.added, referenceTexts.updated, referenceTexts.savedNoRequest, referenceTexts.deleted, referenceTexts.resent];

type PageAstro = Parameters<typeof handlePost>[0] & { locals: { call: Call } };

export function handleReferenceListPost(astro: PageAstro): Promise<Response | FormState> {
  return handlePost(astro, (form) => {
    const id = Number(form.get('id'));
    if (form.get('form') === 'resend') return astro.locals.call(ProfessionalReference_ResendConfirmation, { body: { id } });
    return astro.locals.call(ProfessionalReference_Delete, { query: { id } });
  });
}
