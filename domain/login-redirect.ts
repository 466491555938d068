/** Where a successful login sends the user. Pure: the API computes it, pages may too. */
import { safeLocalPath } from './safe-path.ts';

export interface LoginRedirectInput {
  /** The page the user was on before being asked to log in. */
  nextPage?: string | null | undefined;
  rememberMe: boolean;
  /** Talent id (instructors.id) of the user, when they are talent. */
  instrId: number | null;
  /** Agency the user acts for, when they are an agency member. */
  agencyInstrId: number | null;
  /** The user's client contact, when they are one. */
  contact: { hasCompany: boolean; joinRequestPending: boolean } | null;
  showTalentSplashScreen: boolean;
  showContactSplashScreen: boolean;
  isWizardFinished: boolean;
  lastVisitedPage: string | null;
}

export const loginPages = {
  talentDashboard: '/user/dashboard',
  welcome: '/welcome',
  clientDashboard: '/client-dashboard',
  clientWelcome: '/client-profile/welcome-user',
  clientCompany: '/clientCompany',
  companyPendingRequest: '/companyPendingRequest',
  home: '/',
} as const;

export function loginRedirect(input: LoginRedirectInput): string {
  const next = safeLocalPath(input.nextPage);
  if (next) return next;
  if ((input.agencyInstrId ?? 0) > 0) return loginPages.talentDashboard;
  if ((input.instrId ?? 0) > 0) {
    return landing(input, loginPages.talentDashboard, input.showTalentSplashScreen, loginPages.welcome);
  }
  const contact = input.contact;
  if (contact?.hasCompany) {
    return landing(input, loginPages.clientDashboard, input.showContactSplashScreen, loginPages.clientWelcome);
  }
  if (contact) {
    // Step 5 names web role 3 (every self-registered contact); the company-less pages are the only ones any such contact may see.
    return contact.joinRequestPending ? loginPages.companyPendingRequest : loginPages.clientCompany;
  }
  return loginPages.home;
}

/** Steps 3 and 4: remembered → dashboard; splash → welcome; wizard done → dashboard; else last page or the welcome page. */
function landing(input: LoginRedirectInput, dashboard: string, splash: boolean, fallbackWelcome: string): string {
  if (input.rememberMe) return dashboard;
  if (splash) return loginPages.welcome;
  if (input.isWizardFinished) return dashboard;
  return safeLocalPath(input.lastVisitedPage) ?? fallbackWelcome;
}
