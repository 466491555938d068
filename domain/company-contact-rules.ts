/** Rules of a company contact that the contacts island needs, apart from the schemas of company-contacts.ts (no zod in the browser). */

/** Name and e-mail are fixed once the person has an account (status A or I); P is a pending invitation. */
export const identityLocked = (status: 'A' | 'I' | 'P') => status !== 'P';
