import { describe, expect, it } from 'vitest';
import { displayName, profileSections, sectionsByViewer, visibleSections } from './talent-view.ts';

describe('sections of a talent profile by viewer', () => {
  it('gives Your Notes and the jobs to the client only', () => {
    expect(visibleSections('client', false)).toEqual([...profileSections]);
    for (const viewer of ['talent', 'recruiter', 'public'] as const) {
      expect(visibleSections(viewer, false)).not.toContain('notes');
      expect(visibleSections(viewer, false)).not.toContain('jobs');
    }
  });

  it('keeps the rate, proposal documents and project history off the public page', () => {
    for (const s of ['rate', 'supportingDocuments', 'projectExperiences'] as const) {
      expect(sectionsByViewer.public).not.toContain(s);
      expect(sectionsByViewer.recruiter).toContain(s);
    }
  });

  it('hides work experience and education for agencies, for every viewer', () => {
    for (const viewer of ['client', 'talent', 'recruiter', 'public'] as const) {
      expect(visibleSections(viewer, true)).not.toContain('workExperience');
      expect(visibleSections(viewer, true)).not.toContain('education');
      expect(visibleSections(viewer, false)).toContain('education');
    }
  });
});

describe('the name a profile goes by', () => {
  it('names a talent by first and last name and an agency by its company', () => {
    expect(displayName({ isAgency: false, firstName: 'Ada', lastName: 'Stone', companyName: 'Acme' })).toBe('Ada Stone');
    expect(displayName({ isAgency: true, firstName: 'Ada', lastName: 'Stone', companyName: 'Stone Training' })).toBe('Stone Training');
    expect(displayName({ isAgency: true, firstName: 'Ada', lastName: '', companyName: null })).toBe('Ada');
  });
});
