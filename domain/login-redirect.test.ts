import { describe, expect, it } from 'vitest';
import { loginRedirect, loginPages, type LoginRedirectInput } from './login-redirect.ts';

const base: LoginRedirectInput = {
  nextPage: null,
  rememberMe: false,
  instrId: null,
  agencyInstrId: null,
  contact: null,
  showTalentSplashScreen: false,
  showContactSplashScreen: false,
  isWizardFinished: false,
  lastVisitedPage: null,
};
const talent = (over: Partial<LoginRedirectInput> = {}) => loginRedirect({ ...base, instrId: 7, ...over });
const companyContact = { hasCompany: true, joinRequestPending: false };
const contact = (over: Partial<LoginRedirectInput> = {}) => loginRedirect({ ...base, contact: companyContact, ...over });

describe('login redirect', () => {
  it('1. goes to the next page when one is given, before every other rule', () => {
    expect(talent({ nextPage: '/jobcenter/6', rememberMe: true })).toBe('/jobcenter/6');
    expect(contact({ nextPage: '/client-job/jobpost/4?hash=a&c=1' })).toBe('/client-job/jobpost/4?hash=a&c=1');
    expect(loginRedirect({ ...base, agencyInstrId: 3, nextPage: '/talents' })).toBe('/talents');
  });

  it('1. ignores a next page that leaves the site', () => {
    for (const nextPage of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'jobcenter', '']) {
      expect(talent({ nextPage, isWizardFinished: true })).toBe(loginPages.talentDashboard);
    }
  });

  it('2. sends an agency member to the talent dashboard whatever their flags', () => {
    const agency = { ...base, agencyInstrId: 12, instrId: 40, showTalentSplashScreen: true, lastVisitedPage: '/profile' };
    expect(loginRedirect(agency)).toBe('/user/dashboard');
  });

  it('3. talent: remember-me → dashboard, before the splash flag', () => {
    expect(talent({ rememberMe: true, showTalentSplashScreen: true })).toBe('/user/dashboard');
  });

  it('3. talent: splash flag → /welcome', () => {
    expect(talent({ showTalentSplashScreen: true, isWizardFinished: true })).toBe('/welcome');
  });

  it('3. talent: wizard finished → dashboard', () => {
    expect(talent({ isWizardFinished: true, lastVisitedPage: '/profile/about-me' })).toBe('/user/dashboard');
  });

  it('3. talent: else the last visited page, or /welcome when there is none', () => {
    expect(talent({ lastVisitedPage: '/profile/about-me' })).toBe('/profile/about-me');
    expect(talent()).toBe('/welcome');
    expect(talent({ lastVisitedPage: 'https://evil.example' })).toBe('/welcome');
  });

  it('4. contact with a company: remember-me → client dashboard, before the splash flag', () => {
    expect(contact({ rememberMe: true, showContactSplashScreen: true })).toBe('/client-dashboard');
  });

  it('4. contact with a company: splash flag → the welcome page', () => {
    expect(contact({ showContactSplashScreen: true, isWizardFinished: true })).toBe('/welcome');
  });

  it('4. contact with a company: wizard finished → client dashboard', () => {
    expect(contact({ isWizardFinished: true, lastVisitedPage: '/talents' })).toBe('/client-dashboard');
  });

  it('4. contact with a company: else the last visited page, or the client welcome page', () => {
    expect(contact({ lastVisitedPage: '/client-job/jobstatussection/1' })).toBe('/client-job/jobstatussection/1');
    expect(contact()).toBe('/client-profile/welcome-user');
  });

  it('4. the talent flags do not steer a contact, nor the contact flags a talent', () => {
    expect(contact({ showTalentSplashScreen: true, isWizardFinished: true })).toBe('/client-dashboard');
    expect(talent({ showContactSplashScreen: true, isWizardFinished: true })).toBe('/user/dashboard');
  });

  it('5. contact without a company → /clientCompany, or /companyPendingRequest while a join request is pending', () => {
    const alone = { ...base, contact: { hasCompany: false, joinRequestPending: false } };
    expect(loginRedirect(alone)).toBe('/clientCompany');
    expect(loginRedirect({ ...alone, rememberMe: true, isWizardFinished: true })).toBe('/clientCompany');
    expect(loginRedirect({ ...alone, contact: { hasCompany: false, joinRequestPending: true } })).toBe('/companyPendingRequest');
  });

  it('sends an account that is neither talent nor contact home', () => {
    expect(loginRedirect(base)).toBe('/');
  });

  it('follows nextPage only to a path of this site', () => {
    expect(loginRedirect({ ...base, nextPage: '/a/b?c=d#e' })).toBe('/a/b?c=d#e');
    for (const nextPage of ['//x', '/\t/evil.example', '/\\evil.example', 'https://evil.example']) {
      expect(loginRedirect({ ...base, nextPage })).toBe('/');
    }
  });
});
