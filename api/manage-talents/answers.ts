/** The answers of the ManageTalents controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { proposalStatuses } from '#domain/constants.ts';

const agencyTalent = z.object({ instrId: z.number().int(), firstName: z.string(), lastName: z.string(), isYou: z.boolean() });

export const agencyTalentsAnswer = z.array(agencyTalent);

export const agencyTalentsOnProjectAnswer = z.array(agencyTalent.extend({ proposalStatus: z.enum(proposalStatuses) }));
