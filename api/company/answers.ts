/** The answers of the Company controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { id, messageAnswer } from '../http/answers.ts';

/** A company as its creator sees it. */
export const companyAnswer = z.object({
  id,
  name: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  stateCode: z.string().nullable(),
  city: z.string().nullable(),
});

export const createdCompanyAnswer = messageAnswer.extend({ company: companyAnswer });

/** Where a company is, as a contact looking for one to join sees it. */
const companyPlace = {
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
};

/** A company a contact may ask to join: no contact data. */
export const foundCompanyAnswer = z.object({ id, name: z.string(), ...companyPlace });

/** The contact's pending request to join a company. */
export const joinRequestAnswer = z.object({
  requestId: id,
  companyId: id,
  companyName: z.string(),
  ...companyPlace,
  status: z.literal('pending'),
  requestedAt: z.string(),
});

export const requestedToJoinAnswer = messageAnswer.extend({ request: joinRequestAnswer.nullable() });
