/** The answers of the TalentJobCenter controller, as the route declarations describe them (OpenAPI, typed client). */
import { z } from 'zod';
import { portfolioChoiceSchema } from '#domain/proposal.ts';

const id = z.number().int();

export const accessAnswer = z.object({ hasAccess: z.boolean() });

export const savedJobAnswer = z.object({ message: z.string(), projectId: id, instrId: id, isSaved: z.boolean() });

export const removedSavedJobAnswer = z.object({ message: z.string(), projectId: id, isSaved: z.boolean() });

/** SubmitProposal and EditProposal: the proposal as sent. */
export const sentProposalAnswer = z.object({ proposalId: id, projectId: id, instrId: id, status: z.string() });

export const messageAnswer = z.object({ message: z.string() });

export const portfolioChoicesAnswer = z.array(portfolioChoiceSchema);
