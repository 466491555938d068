/** The answers of the Contact controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { id, messageAnswer } from '../http/answers.ts';
import { companyContactView } from '#domain/company-contacts.ts';

/** A client contact's own information with the departments to choose from. */
export const contactInformationAnswer = z.object({
  contactId: id,
  firstName: z.string(),
  lastName: z.string(),
  nickName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  departmentId: id.nullable(),
  departments: z.array(z.object({ id, name: z.string() })),
  thumbnailBlobId: z.string().nullable(),
  companyId: id.nullable(),
  companyName: z.string().nullable(),
  webRole: z.number().int(),
  status: z.enum(['A', 'I', 'P']),
});

export const savedContactInformationAnswer = contactInformationAnswer.extend({ message: z.string() });

/** A contact added or edited: the row as the list shows it (absent only if it vanished meanwhile). */
export const savedCompanyContactAnswer = messageAnswer.extend({ contact: companyContactView.optional() });
