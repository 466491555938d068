/** Every route with its audience. Guards and the navigation read this table only. */
export type Audience =
  | 'public' // anyone, signed in or not
  | 'signed-in' // any signed-in user
  | 'talent' // talent and agency members
  | 'agency' // agency owners and members
  | 'client' // a client contact with a company
  | 'client-admin' // a company-level client contact (web role 3)
  | 'company-less'; // a client contact without a company

export interface RouteEntry {
  path: string;
  audience: Audience;
}

const r = (path: string, audience: Audience): RouteEntry => ({ path, audience });

const loggedOut: RouteEntry[] = [
  r('/', 'public'),
  r('/welcome', 'public'),
  r('/sign-up', 'public'),
  r('/sign-up/client', 'public'),
  r('/sign-up/talent', 'public'),
  r('/signupinvite', 'public'),
  r('/agency-invitation', 'public'),
  r('/login', 'public'),
  r('/forgetpassword', 'public'),
  r('/forgetpasswordemail', 'public'),
  r('/forgotPasswordConfirmationBox', 'public'),
  r('/passwordChangeConfirmation', 'public'),
  r('/emailverification', 'public'),
  r('/resend-activation-email', 'public'),
  r('/letsGetStartedConfirmScreen', 'public'),
  r('/termsAndConditions', 'public'),
  r('/smsTermsAndConditions', 'public'),
  r('/notification-settings', 'public'),
  r('/submit-testimonial', 'public'),
  r('/submit-testimonial-confirm', 'public'),
  r('/talent/{instrId}', 'public'),
  r('/reviews', 'public'),
  // Not in the spec's table: the page of the link mailed to a professional reference (decision record 285).
  r('/confirm-reference', 'public'),
  // Not in the spec's table: the one-click unsubscribe link of job alert e-mails (decision record 295).
  r('/job-alert-unsubscribe', 'public'),
  // Not in the spec's table: the review page of the signed links mailed to the support team (decision record 314).
  r('/approval', 'public'),
  r('/proposal', 'public'),
  // The candidate view has no path in the specification; ours (decision record 283). Open to visitors for the
  // recruiter's hash link; the page sends a visitor without one to sign in.
  r('/candidate', 'public'),
  r('/preview', 'public'),
  r('/client-job/jobpost/{jobId}', 'public'),
  r('/view-job-details/{jobId}/{hash}', 'public'),
  r('/lmiiwatta', 'public'),
  r('/logout', 'public'),
  // Not in the spec's table: the second step of a sign-in with two-factor sign-in on (decision record 343).
  r('/login/second-step', 'public'),
];

/** The talent's profile pages under /profile. */
const profilePages = [
  'my-information', 'about-me', 'work-experience', 'work-experience/edit', 'education', 'education/edit',
  'certifications', 'certifications/edit', 'portfolio', 'portfolio/edit', 'welcome-user',
  'roles', 'roles/{value}', 'roles/profile-edit/{value}', 'profile-edit/roles',
  'courses/edit', 'resume', 'welcome-user-client', 'testimonials',
];

const talent: RouteEntry[] = [
  r('/user/dashboard', 'talent'),
  r('/jobcenter/{tabId}', 'talent'),
  r('/jobcenter/inprogress/job-details/{jobId}/{tabId}', 'talent'),
  r('/jobcenter/completed/job-details/{jobId}/{tabId}', 'talent'),
  r('/jobcenter/rejected/job-details/{jobId}', 'talent'),
  r('/view-job-details/{jobId}', 'talent'),
  r('/view-saved-job-details/{jobId}', 'talent'),
  r('/view-proposal-submitted-job-details/{jobId}', 'talent'),
  r('/job/submit-proposal/{jobId}', 'talent'),
  r('/job/edit-proposal/{jobId}', 'talent'),
  r('/documents/{tabId}', 'signed-in'),
  r('/project/files/{projectId}', 'signed-in'),
  r('/profile', 'talent'),
  ...profilePages.map((p) => r(`/profile/${p}`, 'talent')),
  r('/profile/company-information', 'agency'),
  r('/edit/about-me', 'talent'),
  r('/edit/work-experience', 'talent'),
  r('/settings/my-information', 'talent'),
  r('/settings/company-informations', 'agency'),
  r('/settings/notification-settings/{tabId}', 'talent'),
  r('/settings/legal-documents', 'talent'),
  r('/settings/manage-job-alerts', 'talent'),
  r('/settings/manage-members', 'agency'),
  r('/settings/payment-information', 'talent'),
  // Not in the spec's table: two-factor sign-in, and the confirmation a money action asks for (decision record 343).
  r('/settings/two-factor', 'signed-in'),
  r('/confirm-it-is-you', 'signed-in'),
  r('/settings/manage-reference', 'talent'),
  r('/manage-reviews', 'talent'),
  r('/manage-reference', 'talent'),
  r('/payment-information', 'talent'),
  r('/manage-members', 'agency'),
  r('/manage-testimonials', 'talent'),
  r('/add-professional-reference', 'talent'),
  r('/edit-professional-reference/{refId}', 'talent'),
  r('/add-job-alerts', 'talent'),
  r('/edit-job-alerts/{alertId}', 'talent'),
  r('/all-payments', 'talent'),
  r('/calendar-view', 'talent'),
  r('/irs-form', 'talent'),
  r('/irs-form/w8', 'talent'),
  r('/irs-form/w8e', 'talent'),
  r('/w8-select', 'talent'),
  r('/agency-welcome', 'agency'),
  r('/sign-document', 'talent'),
  r('/sign-work', 'talent'),
  r('/accept-work', 'talent'),
  r('/view-work-document', 'talent'),
  r('/view-signed-work-order', 'talent'),
  r('/accept-travel-fee', 'talent'),
  r('/view-document', 'talent'),
  r('/requesttestimonial', 'talent'),
  r('/notificationviewall', 'signed-in'),
  r('/notificationviewall/{notificationId}', 'signed-in'),
  r('/messages', 'signed-in'),
  // Not in the spec's table: time and days delivered on an hourly or daily hire, for both sides (decision record 345).
  r('/time-delivered', 'signed-in'),
];

const jobSteps = ['job-details', 'job-skills', 'job-audience', 'job-specification', 'job-budget', 'job-description', 'review'];

const client: RouteEntry[] = [
  r('/client-dashboard', 'client'),
  r('/client-dashboard/{tabId}', 'client'),
  r('/talents', 'client'),
  r('/client-job/jobstatussection/{tabId}', 'client'),
  r('/client-job/job-entity/{tabId}/{jobId}', 'client'),
  r('/client-profile-job/create-new-job', 'client'),
  r('/client-profile-job/job-details', 'client'),
  ...jobSteps.map((s) => r(`/client-profile-job/${s}/{projectId}`, 'client')),
  r('/client-profile/company-contact', 'client-admin'),
  r('/client-profile/welcome-user', 'client'),
  r('/client-profile/company-profile', 'client-admin'),
  r('/client-profile/my-information', 'client'),
  r('/client-profile/myinformation-account', 'client'),
  r('/client-profile/changeemail', 'client'),
  r('/client-profile/changepassword', 'client'),
  r('/client-profile/client-profile-account', 'client'),
  r('/client-profile/client-location-account', 'client'),
  r('/client-profile/client-contact-account', 'client'),
  r('/client-profile/billing-info', 'client-admin'),
  r('/client-profile/notification-settings/{tabId}', 'client'),
  r('/client/legal-docs', 'client'),
  r('/client-payment', 'client'),
  r('/invoice-summary', 'client'),
  r('/paytrace', 'client-admin'),
  r('/confirm-order', 'client'),
  r('/sign-sow', 'client'),
  r('/sign-nda', 'client'),
  r('/sign-msa', 'client'),
  r('/sign-coc', 'client'),
  r('/clientCompany', 'company-less'),
  r('/companyRequest', 'company-less'),
  r('/companyPendingRequest', 'company-less'),
];

export const routeTable: readonly RouteEntry[] = [...loggedOut, ...talent, ...client];

/** The first segment of a path, lower-cased: "/client-job/1" → "client-job", "/" → "". */
function firstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return pathname.slice(1, end === -1 ? undefined : end).toLowerCase();
}

/**
 * The routes by their first segment (every route's first segment is literal), each with its pattern: a path is tested
 * against the few routes that share its first segment, not against the whole table (every request is labelled by it).
 */
const compiled = new Map<string, Array<{ entry: RouteEntry; pattern: RegExp }>>();
for (const entry of routeTable) {
  const key = firstSegment(entry.path);
  const pattern = new RegExp(`^${entry.path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i');
  compiled.set(key, [...(compiled.get(key) ?? []), { entry, pattern }]);
}

/** The entry of a path (case-insensitive, as the spec spells some routes two ways), or undefined. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return compiled.get(firstSegment(pathname))?.find((c) => c.pattern.test(pathname))?.entry;
}

export interface Viewer {
  instrId: number | null;
  agencyInstrId: number | null;
  contactId: number | null;
  clientId: number | null;
  webRole: number | null;
}

/** The only pages a client contact without a company sees besides their own. */
const companyLessPublic = new Set(['/', '/logout']);

export type Access = { allowed: true } | { allowed: false; reason: 'sign-in' | 'home' };

/** Who may open a route: visitors are sent to sign in, the wrong kind of user is sent home. */
export function canOpen(entry: RouteEntry, viewer: Viewer | null): Access {
  if (!viewer) return entry.audience === 'public' ? { allowed: true } : { allowed: false, reason: 'sign-in' };
  const isAgency = (viewer.agencyInstrId ?? 0) > 0;
  const isTalent = (viewer.instrId ?? 0) > 0 || isAgency;
  const isContact = (viewer.contactId ?? 0) > 0;
  const hasCompany = isContact && (viewer.clientId ?? 0) > 0;
  if (isContact && !hasCompany) {
    return entry.audience === 'company-less' || companyLessPublic.has(entry.path) ? { allowed: true } : { allowed: false, reason: 'home' };
  }
  const ok = {
    public: true,
    'signed-in': isTalent || hasCompany,
    talent: isTalent,
    agency: isAgency,
    client: hasCompany,
    'client-admin': hasCompany && viewer.webRole === 3,
    // A contact without a company was answered above: anyone else is no company-less contact.
    'company-less': false,
  }[entry.audience];
  return ok ? { allowed: true } : { allowed: false, reason: 'home' };
}

/** Where a signed-in user belongs (the logo target). */
export function homeOf(viewer: Viewer | null): string {
  if (!viewer) return '/';
  if ((viewer.instrId ?? 0) > 0 || (viewer.agencyInstrId ?? 0) > 0) return '/user/dashboard';
  if ((viewer.clientId ?? 0) > 0) return '/client-dashboard';
  if ((viewer.contactId ?? 0) > 0) return '/clientCompany';
  return '/';
}
