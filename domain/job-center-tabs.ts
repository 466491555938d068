/**
 * The job center's tabs and where each tab's list items lead.
 * Tab ids 3, 4, 5 and 6 are the spec's; 2 (saved jobs) and 7 (not selected) are ours (decision record 140).
 */
export const jobCenterTabs = [
  { id: 6, key: 'search', label: 'Search Jobs' },
  { id: 2, key: 'saved', label: 'Saved Jobs' },
  { id: 3, key: 'submitted', label: 'Proposals Submitted' },
  { id: 4, key: 'inprogress', label: 'In Progress' },
  { id: 5, key: 'completed', label: 'Completed' },
  { id: 7, key: 'rejected', label: 'Not Selected' },
] as const;
export type JobCenterTab = (typeof jobCenterTabs)[number];
export type JobCenterTabId = JobCenterTab['id'];
/** The tabs listing the caller's own jobs (every tab but search). */
export const myJobsTabIds = [2, 3, 4, 5, 7] as const;
export type MyJobsTabId = (typeof myJobsTabIds)[number];

export const jobCenterTab = (id: number): JobCenterTab | undefined => jobCenterTabs.find((t) => t.id === id);

/** Where a list item of a tab leads. */
export function jobDetailsHref(tabId: JobCenterTabId, projectId: number): string {
  switch (tabId) {
    case 2:
      return `/view-saved-job-details/${projectId}`;
    case 3:
      return `/view-proposal-submitted-job-details/${projectId}`;
    case 4:
      return `/jobcenter/inprogress/job-details/${projectId}/4`;
    case 5:
      return `/jobcenter/completed/job-details/${projectId}/5`;
    case 7:
      return `/jobcenter/rejected/job-details/${projectId}`;
    default:
      return `/view-job-details/${projectId}`;
  }
}
