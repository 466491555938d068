/**
 * The candidate view: reached with a project id, an instructor id
 * and an optional hash. The specification gives it no path; ours is /candidate (decision record 283). Query keys are read
 * case-insensitively, with or without underscores (projectId, project_id, PROJECTID; instrId, instr_id, instrID).
 */
import { ID_MAX } from './constants.ts';

export const candidateViewPath = '/candidate';

export interface CandidateLink {
  projectId: number;
  instrId: number;
  hash?: string | undefined;
  /** Edit mode (the talent on their own profile): the sections offer their edit links. */
  edit?: boolean | undefined;
}

export function candidateHref({ projectId, instrId, hash, edit }: CandidateLink): string {
  const q = new URLSearchParams({ projectId: String(projectId), instrId: String(instrId) });
  if (hash) q.set('hash', hash);
  if (edit) q.set('mode', 'edit');
  return `${candidateViewPath}?${q.toString()}`;
}

/** The key names each parameter answers to, once lower-cased and stripped of underscores and dashes. */
const aliases: Record<string, 'projectId' | 'instrId' | 'hash' | 'mode'> = {
  projectid: 'projectId',
  jobid: 'projectId',
  instrid: 'instrId',
  instructorid: 'instrId',
  hash: 'hash',
  mode: 'mode',
};

export interface CandidateQuery {
  projectId: number | null;
  instrId: number | null;
  hash: string | null;
  edit: boolean;
}

const idOf = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= ID_MAX ? n : null;
};

/** The candidate view's parameters; a missing or malformed id is null (the page then refuses the access). */
export function readCandidateQuery(params: URLSearchParams): CandidateQuery {
  const found: Partial<Record<'projectId' | 'instrId' | 'hash' | 'mode', string>> = {};
  for (const [key, value] of params) {
    const name = aliases[key.toLowerCase().replace(/[_-]/g, '')];
    if (name && found[name] === undefined) found[name] = value.trim();
  }
  return {
    projectId: idOf(found.projectId),
    instrId: idOf(found.instrId),
    hash: found.hash ? found.hash : null,
    edit: found.mode?.toLowerCase() === 'edit',
  };
}

export const candidateViewTexts = {
  title: 'Candidate profile',
  editProfile: 'Edit profile',
  doneEditing: 'Done editing',
  edit: 'Edit',
  readOnly: 'You are viewing a shared, read-only profile.',
  publicPage: 'Your public page, the address to share',
} as const;
