import { describe, expect, it } from 'vitest';
import {
  calendarShortcut,
  isTalentKind,
  logoOnlyPages,
  mainLinks,
  showsSignInButtons,
  tasksHref,
  userMenu,
  viewerKind,
  visitorLinks,
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

  it('links each menu entry to its page', () => {
    const logout = { label: 'Logout', href: '/logout' };
    expect(userMenu('talent')).toEqual([
      { label: 'Account Settings', href: '/settings/my-information' },
      { label: 'Documents', href: '/documents/1' },
      { label: 'Profile Builder', href: '/profile/welcome-user' },
      { label: 'Payments', href: '/all-payments' },
      logout,
    ]);
    expect(userMenu('agency-member')).toEqual([
      { label: 'Account Settings', href: '/settings/company-informations' },
      { label: 'Documents', href: '/documents/1' },
      { label: 'Payments', href: '/all-payments' },
      logout,
    ]);
    expect(userMenu('client-admin')).toEqual([
      { label: 'Account Settings', href: '/client-profile/client-profile-account' },
      { label: 'Documents', href: '/documents/1' },
      { label: 'Company Profile', href: '/client-profile/company-profile' },
      { label: 'Company Contacts', href: '/client-profile/company-contact' },
      { label: 'Company Locations', href: '/client-profile/client-location-account' },
      { label: 'Billing Information', href: '/client-profile/billing-info' },
      { label: 'Legal Documents', href: '/client/legal-docs' },
      { label: 'Notification Settings', href: '/client-profile/notification-settings/1' },
      logout,
    ]);
    expect(userMenu('client-standard')).toEqual([{ label: 'Account Settings', href: '/client-profile/client-profile-account' }, logout]);
  });

  it('counts talent and agency members, and no one else, as talent', () => {
    expect((['visitor', 'talent', 'agency-member', 'client-admin', 'client-standard', 'company-less'] as const).filter(isTalentKind)).toEqual(['talent', 'agency-member']);
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

  it('takes a viewer for what they are by their first positive id: agency before talent, a contact without a company as company-less', () => {
    const none: Viewer = { instrId: null, agencyInstrId: null, contactId: null, clientId: null, webRole: null };
    expect(viewerKind(none)).toBe('visitor');
    expect(viewerKind({ ...none, instrId: 7, agencyInstrId: 0 })).toBe('talent');
    expect(viewerKind({ ...none, instrId: 0 })).toBe('visitor');
    expect(viewerKind({ ...none, contactId: 5, clientId: 0 })).toBe('company-less');
    expect(viewerKind({ ...none, contactId: 0, clientId: 2, webRole: 3 })).toBe('client-admin');
    expect(viewerKind({ ...none, clientId: 2 })).toBe('client-standard');
    expect(viewerKind({ ...none, contactId: 0, clientId: 0 })).toBe('visitor');
  });

  it('links each bar entry to its page, and the main site outside', () => {
    const mainSite = { label: 'Main site', href: config.mainSiteUrl, outside: true };
    expect(mainLinks('talent', '/', config)).toEqual([
      { label: 'Job Center', href: '/jobcenter/6' },
      { label: 'My Jobs', href: config.legacyJobsUrl, legacy: true },
      { label: 'My Tasks', href: '/calendar-view' },
      { label: 'Profiles', href: '/profile' },
      mainSite,
    ]);
    expect(mainLinks('client-standard', '/', config)).toEqual([
      { label: 'Jobs', href: '/client-job/jobstatussection/1' },
      { label: 'My Jobs', href: config.legacyJobsUrl, legacy: true },
      { label: 'Post a Job', href: '/client-profile-job/create-new-job' },
      { label: 'My Talent', href: '/talents' },
      mainSite,
    ]);
    expect(mainLinks('company-less', '/', config)).toEqual([{ label: 'Your company', href: '/clientCompany' }, mainSite]);
    expect(mainLinks('visitor', '/', config)).toEqual([]);
    expect(userMenu('company-less')).toEqual([{ label: 'Logout', href: '/logout' }]);
  });

  it('knows the calendar by its path in any case and with trailing slashes, and no other page for it', () => {
    expect(tasksHref('/Calendar-View//')).toBe('/calendar-view?view=list');
    expect(tasksHref('/calendar-view-old')).toBe('/calendar-view');
    expect(tasksHref('/x/calendar-view')).toBe('/calendar-view');
    expect(calendarShortcut).toBe('/calendar-view?view=day');
  });

  it('shows the sign-in buttons on talent profiles whatever the case, and not on pages that only contain the path', () => {
    expect(showsSignInButtons('/TALENT/42')).toBe(true);
    expect(showsSignInButtons('/jobs/talent/42')).toBe(false);
  });

  it('gives a visitor the main site, the help centre in a new tab, Log in coming back to the page, and Sign up', () => {
    const sites = { mainSiteUrl: 'https://www.example.com', helpCenterUrl: 'https://help.example.com' };
    expect(visitorLinks(sites, '/talent/42', '/talent/42?tab=2')).toEqual([
      { href: 'https://www.example.com', label: 'Main site' },
      { href: 'https://help.example.com', label: 'Help centre', external: true },
      { href: '/login?nextPage=%2Ftalent%2F42%3Ftab%3D2', label: 'Log in', primary: true, account: true },
      { href: '/sign-up', label: 'Sign up', primary: true, account: true },
    ]);
    expect(visitorLinks(sites, '/', null)[2]).toEqual({ href: '/login', label: 'Log in', primary: false, account: true });
  });

  it('shows the logo alone on the testimonial pages, which are routes of the table', () => {
    expect(logoOnlyPages).toEqual(['/submit-testimonial', '/submit-testimonial-confirm']);
    for (const path of logoOnlyPages) expect(findRoute(path), path).toBeDefined();
  });
});
