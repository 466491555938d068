import { describe, expect, it } from 'vitest';
import { canOpen, findRoute, homeOf, routeTable, type Audience, type Viewer } from '#domain/route-table.ts';

/**
 * Every route with its audience, as the product promises it: a page moved to another audience, or dropped, fails
 * here first. Change this table only with the product's rules.
 */
const audiences: Record<Audience, string[]> = {
  'public': [
    '/', '/welcome', '/sign-up', '/sign-up/client', '/sign-up/talent', '/signupinvite', '/agency-invitation', '/login',
    '/forgetpassword', '/forgetpasswordemail', '/forgotPasswordConfirmationBox', '/passwordChangeConfirmation',
    '/emailverification', '/resend-activation-email', '/letsGetStartedConfirmScreen', '/termsAndConditions',
    '/smsTermsAndConditions', '/notification-settings', '/submit-testimonial', '/submit-testimonial-confirm', '/talent/{instrId}',
    '/reviews', '/confirm-reference', '/job-alert-unsubscribe', '/approval', '/proposal', '/candidate', '/preview',
    '/client-job/jobpost/{jobId}', '/view-job-details/{jobId}/{hash}', '/lmiiwatta', '/logout', '/login/second-step',
  ],
  'talent': [
    '/user/dashboard', '/jobcenter/{tabId}', '/jobcenter/inprogress/job-details/{jobId}/{tabId}',
    '/jobcenter/completed/job-details/{jobId}/{tabId}', '/jobcenter/rejected/job-details/{jobId}', '/view-job-details/{jobId}',
    '/view-saved-job-details/{jobId}', '/view-proposal-submitted-job-details/{jobId}', '/job/submit-proposal/{jobId}',
    '/job/edit-proposal/{jobId}', '/profile', '/profile/my-information', '/profile/about-me', '/profile/work-experience',
    '/profile/work-experience/edit', '/profile/education', '/profile/education/edit', '/profile/certifications',
    '/profile/certifications/edit', '/profile/portfolio', '/profile/portfolio/edit', '/profile/welcome-user', '/profile/roles',
    '/profile/roles/{value}', '/profile/roles/profile-edit/{value}', '/profile/profile-edit/roles', '/profile/courses/edit',
    '/profile/resume', '/profile/welcome-user-client', '/profile/testimonials', '/edit/about-me', '/edit/work-experience',
    '/settings/my-information', '/settings/notification-settings/{tabId}', '/settings/legal-documents',
    '/settings/manage-job-alerts', '/settings/payment-information', '/settings/manage-reference', '/manage-reviews',
    '/manage-reference', '/payment-information', '/manage-testimonials', '/add-professional-reference',
    '/edit-professional-reference/{refId}', '/add-job-alerts', '/edit-job-alerts/{alertId}', '/all-payments', '/calendar-view',
    '/irs-form', '/irs-form/w8', '/irs-form/w8e', '/w8-select', '/sign-document', '/sign-work', '/accept-work',
    '/view-work-document', '/view-signed-work-order', '/accept-travel-fee', '/view-document', '/requesttestimonial',
  ],
  'signed-in': [
    '/documents/{tabId}', '/project/files/{projectId}', '/settings/two-factor', '/confirm-it-is-you', '/notificationviewall',
    '/notificationviewall/{notificationId}', '/messages', '/time-delivered',
  ],
  'agency': [
    '/profile/company-information', '/settings/company-informations', '/settings/manage-members', '/manage-members',
    '/agency-welcome',
  ],
  'client': [
    '/client-dashboard', '/client-dashboard/{tabId}', '/talents', '/client-job/jobstatussection/{tabId}',
    '/client-job/job-entity/{tabId}/{jobId}', '/client-profile-job/create-new-job', '/client-profile-job/job-details',
    '/client-profile-job/job-details/{projectId}', '/client-profile-job/job-skills/{projectId}',
    '/client-profile-job/job-audience/{projectId}', '/client-profile-job/job-specification/{projectId}',
    '/client-profile-job/job-budget/{projectId}', '/client-profile-job/job-description/{projectId}',
    '/client-profile-job/review/{projectId}', '/client-profile/welcome-user', '/client-profile/my-information',
    '/client-profile/myinformation-account', '/client-profile/changeemail', '/client-profile/changepassword',
    '/client-profile/client-profile-account', '/client-profile/client-location-account', '/client-profile/client-contact-account',
    '/client-profile/notification-settings/{tabId}', '/client/legal-docs', '/client-payment', '/invoice-summary',
    '/confirm-order', '/sign-sow', '/sign-nda', '/sign-msa', '/sign-coc',
  ],
  'client-admin': [
    '/client-profile/company-contact', '/client-profile/company-profile', '/client-profile/billing-info', '/paytrace',
  ],
  'company-less': [
    '/clientCompany', '/companyRequest', '/companyPendingRequest',
  ],
};

const visitor = null;
const talent: Viewer = { instrId: 7, agencyInstrId: null, contactId: null, clientId: null, webRole: null };
const agencyMember: Viewer = { instrId: null, agencyInstrId: 3, contactId: null, clientId: null, webRole: null };
const clientAdmin: Viewer = { instrId: null, agencyInstrId: null, contactId: 5, clientId: 2, webRole: 3 };
const clientStandard: Viewer = { ...clientAdmin, contactId: 6, webRole: 1 };
const companyLess: Viewer = { instrId: null, agencyInstrId: null, contactId: 9, clientId: null, webRole: 3 };
const nobody: Viewer = { instrId: null, agencyInstrId: null, contactId: null, clientId: null, webRole: null };
const zeros: Viewer = { instrId: 0, agencyInstrId: 0, contactId: 0, clientId: 0, webRole: 3 };

/** Who may open a page of each audience. */
const mayOpen: Record<Audience, (Viewer | null)[]> = {
  public: [visitor, talent, agencyMember, clientAdmin, clientStandard, nobody, zeros],
  'signed-in': [talent, agencyMember, clientAdmin, clientStandard],
  talent: [talent, agencyMember],
  agency: [agencyMember],
  client: [clientAdmin, clientStandard],
  'client-admin': [clientAdmin],
  'company-less': [companyLess],
};
const everyone = [visitor, talent, agencyMember, clientAdmin, clientStandard, companyLess, nobody, zeros];
const name = (viewer: Viewer | null) => (viewer === null ? 'a visitor' : JSON.stringify(viewer));

/** A path of the table with its parameters filled in, as a browser asks for it. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '12');

describe('the route table', () => {
  it('gives every route its audience', () => {
    const actual: Partial<Record<Audience, string[]>> = {};
    for (const entry of routeTable) (actual[entry.audience] ??= []).push(entry.path);
    expect(actual).toEqual(audiences);
  });

  it('finds each route by the path a browser asks for, with its parameters, a trailing slash or another case', () => {
    for (const entry of routeTable) {
      expect(findRoute(concrete(entry.path))?.path).toBe(entry.path);
      if (entry.path !== '/') expect(findRoute(`${concrete(entry.path)}/`)?.path).toBe(entry.path);
      expect(findRoute(concrete(entry.path).toUpperCase())?.path).toBe(entry.path);
    }
    expect(findRoute('/talent')).toBeUndefined();
    expect(findRoute('/talent/12/more')).toBeUndefined();
    expect(findRoute('/xlogin')).toBeUndefined();
    expect(findRoute('/loginx')).toBeUndefined();
  });

  it('lets each kind of user open the routes of their audience only', () => {
    for (const entry of routeTable) {
      for (const viewer of everyone) {
        const allowed = mayOpen[entry.audience].includes(viewer) || (viewer === companyLess && ['/', '/logout'].includes(entry.path));
        expect(canOpen(entry, viewer).allowed, `${entry.path} for ${name(viewer)}`).toBe(allowed);
      }
    }
  });

  it('sends a visitor to sign in and a signed-in user of the wrong kind home', () => {
    const dashboard = findRoute('/client-dashboard');
    expect(dashboard && canOpen(dashboard, visitor)).toEqual({ allowed: false, reason: 'sign-in' });
    expect(dashboard && canOpen(dashboard, talent)).toEqual({ allowed: false, reason: 'home' });
    expect(dashboard && canOpen(dashboard, companyLess)).toEqual({ allowed: false, reason: 'home' });
    expect(dashboard && canOpen(dashboard, clientStandard)).toEqual({ allowed: true });
  });

  it('every step of the job wizard is a client page', () => {
    for (const step of ['job-details', 'job-skills', 'job-audience', 'job-specification', 'job-budget', 'job-description', 'review']) {
      const entry = findRoute(`/client-profile-job/${step}/12`);
      expect(entry?.audience, step).toBe('client');
      expect(entry && canOpen(entry, talent).allowed, step).toBe(false);
      expect(entry && canOpen(entry, companyLess).allowed, step).toBe(false);
    }
  });

  it('a contact with a company cannot open the pages of a contact without one', () => {
    for (const path of ['/clientCompany', '/companyRequest', '/companyPendingRequest']) {
      const entry = findRoute(path);
      expect(entry && canOpen(entry, clientAdmin), path).toEqual({ allowed: false, reason: 'home' });
    }
  });

  it('an account with ids of 0 is nobody’s kind, and home is the start page', () => {
    expect(homeOf(nobody)).toBe('/');
    expect(homeOf(zeros)).toBe('/');
    expect(homeOf({ ...nobody, agencyInstrId: 3 })).toBe('/user/dashboard');
    expect(homeOf({ ...nobody, contactId: 4, clientId: 2 })).toBe('/client-dashboard');
  });
});
