/** The answers of the MyInformation controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { id } from '../http/answers.ts';
import { place } from '../master/answers.ts';

/** A talent profile's basics with the lists its location dropdowns offer. */
export const myInformationAnswer = z.object({
  instrId: id,
  nickName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  stateCode: z.string().nullable(),
  countries: z.array(place),
  states: z.array(place),
  thumbnailBlobId: z.string().nullable(),
  profileStatus: z.number().int(),
});

export const savedMyInformationAnswer = myInformationAnswer.extend({ message: z.string() });
