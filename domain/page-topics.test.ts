import { describe, expect, it } from 'vitest';
import { ALL_JOB_POSTS, jobTopic, talentTopic, topicsOfChange } from './page-topics.ts';

describe('which cached pages a change drops', () => {
  it('drops a job’s page and the pages listing jobs when the job changes', () => {
    expect(topicsOfChange(jobTopic(12))).toEqual(['job:12', 'jobs']);
  });

  it('drops a talent’s page and the pages listing talent when the talent changes', () => {
    expect(topicsOfChange(talentTopic(7))).toEqual(['talent:7', 'talents']);
  });

  it('drops only the named topic otherwise', () => {
    expect(topicsOfChange(ALL_JOB_POSTS)).toEqual(['job-posts']);
    expect(topicsOfChange('company:job:3')).toEqual(['company:job:3']);
  });
});
