/** The account settings pages of talent and of client contacts (administrators also answer access requests). */
import { webRoles } from '#domain/constants.ts';

export interface SectionLink {
  href: string;
  label: string;
}

/** The settings of a talent and of an agency member alike. */
const ownSettingsLinks: readonly SectionLink[] = [
  { href: '/settings/my-information', label: 'My information' },
  { href: '/settings/notification-settings/1', label: 'Email subscriptions' },
  { href: '/settings/notification-settings/2', label: 'Account notifications' },
  { href: '/settings/legal-documents', label: 'Legal documents' },
  { href: '/settings/payment-information', label: 'Payout details' },
  { href: '/settings/two-factor', label: 'Two-factor sign-in' },
];

export const talentSettingsLinks: readonly SectionLink[] = [
  ...ownSettingsLinks,
  { href: '/settings/manage-reference', label: 'Professional references' },
  { href: '/settings/manage-job-alerts', label: 'Job alerts' },
];

/** Account settings of an agency member (Account Settings opens the company information). */
export const agencySettingsLinks: readonly SectionLink[] = [
  { href: '/settings/company-informations', label: 'Company information' },
  { href: '/settings/manage-members', label: 'Manage members' },
  ...ownSettingsLinks,
  { href: '/settings/manage-job-alerts', label: 'Job alerts' },
];

/** The pages of a talent's own profile, in the order a new talent fills them in. */
export const profileLinks: readonly SectionLink[] = [
  { href: '/profile', label: 'Overview' },
  { href: '/profile/my-information', label: 'My information' },
  { href: '/profile/about-me', label: 'About me' },
  { href: '/profile/roles', label: 'Roles and skills' },
  { href: '/profile/work-experience', label: 'Work experience' },
  { href: '/profile/education', label: 'Education' },
  { href: '/profile/certifications', label: 'Certifications' },
  { href: '/profile/courses/edit', label: 'Courses' },
  { href: '/profile/portfolio', label: 'Portfolio' },
  { href: '/profile/testimonials', label: 'Testimonials' },
  { href: '/manage-reference', label: 'References' },
  { href: '/manage-reviews', label: 'Reviews' },
  { href: '/profile/resume', label: 'Resume' },
];

/** The agency's company information among the profile pages: a tab of an agency's owner and members (SectionNav). */
const agencyProfileLink: SectionLink = { href: '/profile/company-information', label: 'Company information' };

/** The profile pages' tabs of this viewer: an agency's people also have the agency's company information. */
export function profileLinksOf(inAgency: boolean): readonly SectionLink[] {
  return inAgency ? profileLinks.flatMap((link) => (link.href === '/profile/my-information' ? [link, agencyProfileLink] : [link])) : profileLinks;
}

export function clientAccountLinks(webRole: number | null | undefined): readonly SectionLink[] {
  return [
    { href: '/client-profile/client-profile-account', label: 'Account overview' },
    { href: '/client-profile/myinformation-account', label: 'My information' },
    { href: '/client-profile/changeemail', label: 'Change email' },
    { href: '/client-profile/changepassword', label: 'Change password' },
    { href: '/settings/two-factor', label: 'Two-factor sign-in' },
    { href: '/client-profile/notification-settings/1', label: 'Notification settings' },
    { href: '/client-profile/client-location-account', label: 'Company locations' },
    ...(webRole === webRoles.administrator
      ? [
          { href: '/client-profile/company-profile', label: 'Company profile' },
          { href: '/client-profile/company-contact', label: 'Company contacts' },
          { href: '/client-profile/billing-info', label: 'Billing information' },
          { href: '/client-profile/client-contact-account', label: 'Access requests' },
        ]
      : []),
  ];
}
