/** The answers of the Project controller beyond the shared job and proposal views, as the route declarations describe them. */
import { z } from 'zod';
import { proposalStatuses } from '#domain/constants.ts';
import { addableContactSchema, projectContactSchema } from '#domain/client-jobs.ts';
import { draftSummarySchema, jobWizardStepSchema } from '#domain/job-posting-answers.ts';

const id = z.number().int();

export const movedProposalAnswer = z.object({ message: z.string(), proposalId: id, status: z.enum(proposalStatuses) });

export const projectContactsAnswer = z.array(projectContactSchema);

export const addableContactsAnswer = z.array(addableContactSchema);

/** Adding or removing a contact: the job's contacts afterwards (none when the caller removed themself). */
export const changedContactsAnswer = z.object({ message: z.string(), contacts: projectContactsAnswer });

export const draftsAnswer = z.array(draftSummarySchema);

export const createdDraftAnswer = z.object({ projectId: id });

export const savedStepAnswer = z.object({ message: z.string(), wizardStep: jobWizardStepSchema });

export const lastVisitedPageAnswer = z.object({ lastVisitedPage: z.string() });

export const messageAnswer = z.object({ message: z.string() });

export const publishedAnswer = z.object({ message: z.string(), projectId: id });
