import { describe, expect, it } from 'vitest';
import { loginPages, loginRedirect, type LoginRedirectInput } from '#domain/login-redirect.ts';

const account: LoginRedirectInput = {
  nextPage: null,
  rememberMe: true,
  instrId: null,
  agencyInstrId: null,
  contact: null,
  showTalentSplashScreen: false,
  showContactSplashScreen: false,
  isWizardFinished: true,
  lastVisitedPage: null,
};

describe('where a sign-in lands', () => {
  it('an account whose talent or agency id is 0 is neither talent nor agency member, and lands home', () => {
    expect(loginRedirect({ ...account, instrId: 0 })).toBe(loginPages.home);
    expect(loginRedirect({ ...account, agencyInstrId: 0 })).toBe(loginPages.home);
    expect(loginRedirect({ ...account, instrId: 0, agencyInstrId: 0, contact: { hasCompany: true, joinRequestPending: false } })).toBe(
      loginPages.clientDashboard,
    );
  });

  it('an agency member lands on the talent dashboard before the talent rules apply', () => {
    expect(loginRedirect({ ...account, agencyInstrId: 5, rememberMe: false, isWizardFinished: false, showTalentSplashScreen: true })).toBe(
      loginPages.talentDashboard,
    );
  });

  it('a talent who is also a contact lands as talent', () => {
    expect(loginRedirect({ ...account, instrId: 4, contact: { hasCompany: true, joinRequestPending: false } })).toBe(loginPages.talentDashboard);
  });
});
