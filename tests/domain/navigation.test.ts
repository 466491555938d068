import { describe, expect, it } from 'vitest';
import {
  mainLinks,
  showsSignInButtons,
  tasksHref,
  userMenu,
  viewerKind,
  type ViewerKind,
} from '#domain/navigation.ts';
import { canOpen, findRoute, type Viewer } from '#domain/route-table.ts';

const viewers: Record<Exclude<ViewerKind, 'visitor'>, Viewer> = {
  talent: { instrId: 7, agencyInstrId: null, contactId: null, clientId: null, webRole: null },
  'agency-member': { instrId: 12, agencyInstrId: 3, contactId: null, clientId: null, webRole: null },
  'client-admin': { instrId: null, agencyInstrId: null, contactId: 5, clientId: 2, webRole: 3 },
  'client-standard': { instrId: null, agencyInstrId: null, contactId: 6, clientId: 2, webRole: 1 },
  'company-less': { instrId: null, agencyInstrId: null, contactId: 9, clientId: null, webRole: 3 },
};
const config = { legacyJobsUrl: 'https://classic.example.com/jobs', mainSiteUrl: 'https://www.example.com' };
const labels = (links: { label: string }[]) => links.map((l) => l.label);

describe('top navigation', () => {
  it('tells each kind of viewer apart', () => {
    expect(viewerKind(null)).toBe('visitor');
    for (const [kind, viewer] of Object.entries(viewers)) expect(viewerKind(viewer)).toBe(kind);
  });

  it('gives every kind of viewer the user menu', () => {
    expect(labels(userMenu('talent'))).toEqual(['Account Settings', 'Documents', 'Profile Builder', 'Payments', 'Logout']);
    expect(labels(userMenu('agency-member'))).toEqual(['Account Settings', 'Documents', 'Payments', 'Logout']);
    expect(labels(userMenu('client-admin'))).toEqual([
      'Account Settings', 'Documents', 'Company Profile', 'Company Contacts', 'Company Locations', 'Billing Information',
      'Legal Documents', 'Notification Settings', 'Logout',
    ]);
    expect(labels(userMenu('client-standard'))).toEqual(['Account Settings', 'Logout']);
    expect(labels(userMenu('company-less'))).toEqual(['Logout']);
    expect(userMenu('visitor')).toEqual([]);
  });

  it('sends Account Settings to company information for agency members and to my information for talent', () => {
    expect(userMenu('agency-member')[0]?.href).toBe('/settings/company-informations');
    expect(userMenu('talent')[0]?.href).toBe('/settings/my-information');
  });

  it('labels Tasks and My Profile for agency members, My Tasks and Profiles for talent', () => {
    expect(labels(mainLinks('talent', '/user/dashboard', config))).toEqual(['Job Center', 'My Jobs', 'My Tasks', 'Profiles', 'Main site']);
    expect(labels(mainLinks('agency-member', '/user/dashboard', config))).toEqual(['Job Center', 'My Jobs', 'Tasks', 'My Profile', 'Main site']);
  });

  it('points My Jobs at the configured classic page and marks it legacy', () => {
    for (const kind of ['talent', 'agency-member', 'client-admin', 'client-standard'] as const) {
      expect(mainLinks(kind, '/', config).find((l) => l.label === 'My Jobs')).toEqual({ label: 'My Jobs', href: config.legacyJobsUrl, legacy: true });
    }
  });

  it('points My Jobs at the user\'s own job list here when no classic page is configured', () => {
    const unconfigured = { ...config, legacyJobsUrl: undefined };
    const myJobsOf = (kind: ViewerKind) => mainLinks(kind, '/', unconfigured).find((l) => l.label === 'My Jobs');
    expect(myJobsOf('talent')).toEqual({ label: 'My Jobs', href: '/jobcenter/4' });
    expect(myJobsOf('agency-member')).toEqual({ label: 'My Jobs', href: '/jobcenter/4' });
    expect(myJobsOf('client-admin')).toEqual({ label: 'My Jobs', href: '/client-job/jobstatussection/1' });
    expect(myJobsOf('client-standard')).toEqual({ label: 'My Jobs', href: '/client-job/jobstatussection/1' });
  });

  it('opens the calendar from My Tasks, and its list view when already on the calendar', () => {
    expect(tasksHref('/user/dashboard')).toBe('/calendar-view');
    expect(tasksHref('/calendar-view')).toBe('/calendar-view?view=list');
    expect(tasksHref('/calendar-view/')).toBe('/calendar-view?view=list');
    expect(mainLinks('talent', '/calendar-view', config).find((l) => l.label === 'My Tasks')?.href).toBe('/calendar-view?view=list');
  });

  it('only links to routes of the table that the viewer may open', () => {
    for (const [kind, viewer] of Object.entries(viewers) as [ViewerKind, Viewer][]) {
      const links = [...mainLinks(kind, '/', { ...config, legacyJobsUrl: undefined }), ...userMenu(kind)].filter((l) => !l.outside);
      for (const link of links) {
        const entry = findRoute(new URL(link.href, 'http://x').pathname);
        expect(entry, `${kind}: ${link.href} is a route of the table`).toBeDefined();
        if (entry) expect(canOpen(entry, viewer), `${kind} may open ${link.href}`).toEqual({ allowed: true });
      }
    }
  });

  it('shows Log in and Sign up buttons on public talent profiles only', () => {
    expect(showsSignInButtons('/talent/42')).toBe(true);
    expect(showsSignInButtons('/talents')).toBe(false);
    expect(showsSignInButtons('/')).toBe(false);
  });
});
