/**
 * The top navigation: which kind of viewer is signed in, the links of their bar and the entries
 * of their user menu. Every target is a route of the route table (domain/route-table.ts) or a configured
 * outside address. Pure: the header renders it on the server, islands receive it as props.
 */
import { webRoles } from './constants.ts';
import type { Viewer } from './route-table.ts';

export type ViewerKind = 'visitor' | 'talent' | 'agency-member' | 'client-admin' | 'client-standard' | 'company-less';

export function viewerKind(viewer: Viewer | null): ViewerKind {
  if (!viewer) return 'visitor';
  if ((viewer.agencyInstrId ?? 0) > 0) return 'agency-member';
  if ((viewer.instrId ?? 0) > 0) return 'talent';
  if ((viewer.contactId ?? 0) > 0 && (viewer.clientId ?? 0) <= 0) return 'company-less';
  if ((viewer.clientId ?? 0) > 0) return viewer.webRole === webRoles.administrator ? 'client-admin' : 'client-standard';
  return 'visitor';
}

export const isTalentKind = (kind: ViewerKind) => kind === 'talent' || kind === 'agency-member';

/**
 * One entry of the bar or a menu. `legacy`: the classic My Jobs page, opened in a new tab after the user
 * confirms the switch. `outside`: an address of another site.
 */
export interface NavLink {
  label: string;
  href: string;
  legacy?: true;
  outside?: true;
}

export interface NavConfig {
  legacyJobsUrl: string | undefined;
  mainSiteUrl: string;
}

export const calendarPath = '/calendar-view';
/** The calendar shortcut: the day view, which hides the back button. */
export const calendarShortcut = `${calendarPath}?view=day`;
export const logoutPath = '/logout';

/** My Tasks opens the calendar, and its list view when the user is already on the calendar. */
export function tasksHref(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() === calendarPath ? `${calendarPath}?view=list` : calendarPath;
}

/** The user's own job list: a talent's jobs in progress, a client's open jobs. */
const ownJobs = { talent: '/jobcenter/4', client: '/client-job/jobstatussection/1' } as const;

/** My Jobs opens the configured classic page (after a confirmation), or else the user's own job list here. */
function myJobsLink(side: keyof typeof ownJobs, config: NavConfig): NavLink {
  return config.legacyJobsUrl ? { label: 'My Jobs', href: config.legacyJobsUrl, legacy: true } : { label: 'My Jobs', href: ownJobs[side] };
}

/** The links of the signed-in bar (the visitor's bar is plain HTML in SiteHeader). */
export function mainLinks(kind: ViewerKind, pathname: string, config: NavConfig): NavLink[] {
  const mainSite: NavLink = { label: 'Main site', href: config.mainSiteUrl, outside: true };
  switch (kind) {
    case 'talent':
    case 'agency-member': {
      const agency = kind === 'agency-member';
      return [
        { label: 'Job Center', href: '/jobcenter/6' },
        myJobsLink('talent', config),
        { label: agency ? 'Tasks' : 'My Tasks', href: tasksHref(pathname) },
        { label: agency ? 'My Profile' : 'Profiles', href: '/profile' },
        mainSite,
      ];
    }
    case 'client-admin':
    case 'client-standard':
      return [
        { label: 'Jobs', href: '/client-job/jobstatussection/1' },
        myJobsLink('client', config),
        { label: 'Post a Job', href: '/client-profile-job/create-new-job' },
        { label: 'My Talent', href: '/talents' },
        mainSite,
      ];
    case 'company-less':
      return [{ label: 'Your company', href: '/clientCompany' }, mainSite];
    case 'visitor':
      return [];
  }
}

const logout: NavLink = { label: 'Logout', href: logoutPath };
const documents: NavLink = { label: 'Documents', href: '/documents/1' };
const payments: NavLink = { label: 'Payments', href: '/all-payments' };
const clientAccount: NavLink = { label: 'Account Settings', href: '/client-profile/client-profile-account' };

/** The user menu, entry for entry for each kind of viewer. */
export function userMenu(kind: ViewerKind): NavLink[] {
  switch (kind) {
    case 'talent':
      return [
        { label: 'Account Settings', href: '/settings/my-information' },
        documents,
        { label: 'Profile Builder', href: '/profile/welcome-user' },
        payments,
        logout,
      ];
    case 'agency-member':
      return [
        { label: 'Account Settings', href: '/settings/company-informations' },
        documents,
        payments,
        logout,
      ];
    case 'client-admin':
      return [
        clientAccount,
        documents,
        { label: 'Company Profile', href: '/client-profile/company-profile' },
        { label: 'Company Contacts', href: '/client-profile/company-contact' },
        { label: 'Company Locations', href: '/client-profile/client-location-account' },
        { label: 'Billing Information', href: '/client-profile/billing-info' },
        { label: 'Legal Documents', href: '/client/legal-docs' },
        { label: 'Notification Settings', href: '/client-profile/notification-settings/1' },
        logout,
      ];
    case 'client-standard':
      return [clientAccount, logout];
    case 'company-less':
      return [logout];
    case 'visitor':
      return [];
  }
}

/** The visitor's bar: the public talent profile pages show Log in and Sign up as buttons. */
export const showsSignInButtons = (pathname: string) => /^\/talent\//i.test(pathname);

export interface VisitorLink {
  href: string;
  label: string;
  /** The help centre: another site, opened in a new tab. */
  external?: boolean;
  /** Shown as a button. */
  primary?: boolean;
  /** Log in and Sign up stay in the bar on a phone; the site links move into its Menu. */
  account?: boolean;
}

/** The visitor's links: main site, help centre, Log in (coming back to `returnTo` when given), Sign up. */
export function visitorLinks(config: { mainSiteUrl: string; helpCenterUrl: string }, pathname: string, returnTo: string | null): VisitorLink[] {
  return [
    { href: config.mainSiteUrl, label: 'Main site' },
    { href: config.helpCenterUrl, label: 'Help centre', external: true },
    { href: returnTo ? `/login?nextPage=${encodeURIComponent(returnTo)}` : '/login', label: 'Log in', primary: showsSignInButtons(pathname), account: true },
    { href: '/sign-up', label: 'Sign up', primary: true, account: true },
  ];
}

/** The testimonial pages show only a logo linking to the main site. */
export const logoOnlyPages = ['/submit-testimonial', '/submit-testimonial-confirm'] as const;
