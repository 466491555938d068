import { describe, expect, it } from 'vitest';
import { canAccess, type ProjectRow } from '#api/access/talent-party.ts';
import type { JobStatus } from '#domain/constants.ts';

/** A job as the rule reads it: its status and whether it was ever published. */
const job = (status: JobStatus, published = true) => ({ status, publishedAt: published ? new Date(0) : null }) as ProjectRow;

describe('which jobs talent may see and answer', () => {
  it('an open job is seen and answered by any talent', () => {
    expect(canAccess(job('open'), 'SearchJobs', false)).toBe(true);
    expect(canAccess(job('open'), 'ProposalSubmission', false)).toBe(true);
  });

  it('a draft or a job never published is seen by no talent, not even one who proposed on it', () => {
    for (const scope of ['SearchJobs', 'ProposalSubmission'] as const) {
      expect(canAccess(job('draft', true), scope, true)).toBe(false);
      expect(canAccess(job('open', false), scope, true)).toBe(false);
    }
  });

  it('a closed or completed job is seen only by talent who proposed on or saved it, and answered by none', () => {
    for (const status of ['closed', 'completed'] as const) {
      expect(canAccess(job(status), 'SearchJobs', true)).toBe(true);
      expect(canAccess(job(status), 'SearchJobs', false)).toBe(false);
      expect(canAccess(job(status), 'ProposalSubmission', true)).toBe(false);
    }
  });
});
