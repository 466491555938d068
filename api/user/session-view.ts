/** The session fields, built from an account, and where login sends the user. */
import type { Account } from '../auth/account.ts';
import { loginRedirect } from '#domain/login-redirect.ts';

/** The login response without its tokens. instrId is 'all' for agency members. */
export function sessionFields(account: Account) {
  const { user, contact } = account;
  return {
    loginId: user.id,
    chatEmail: user.chatEmail ?? user.email,
    contactId: contact?.id ?? null,
    clientId: contact?.companyId ?? null,
    instrId: account.agencyId !== null ? ('all' as const) : account.instructorId,
    fullName: `${user.firstName} ${user.lastName}`,
    isWizardFinished: user.isWizardFinished,
    lastVisitedPage: user.lastVisitedPage,
    webRole: contact?.webRole ?? null,
    forceChangePassword: user.forceChangePassword,
    agencyInstrId: account.agencyId,
    showContactSplashScreen: user.showContactSplashScreen,
    showTalentSplashScreen: user.showTalentSplashScreen,
    showTrainerRole: user.showTrainerRole,
  };
}

/** The refresh response without its tokens. */
export function refreshFields(account: Account) {
  const f = sessionFields(account);
  return {
    loginId: f.loginId,
    contactId: f.contactId,
    clientId: f.clientId,
    instrId: f.instrId,
    fullName: f.fullName,
    webRole: f.webRole,
    agencyInstrId: f.agencyInstrId,
    chatEmail: f.chatEmail,
    showTrainerRole: f.showTrainerRole,
  };
}

export function redirectAfterLogin(account: Account, options: { rememberMe: boolean; nextPage?: string | undefined }): string {
  const { user, contact } = account;
  return loginRedirect({
    nextPage: options.nextPage,
    rememberMe: options.rememberMe,
    instrId: account.instructorId,
    agencyInstrId: account.agencyId,
    contact: contact ? { hasCompany: contact.companyId !== null, joinRequestPending: account.joinRequestPending } : null,
    showTalentSplashScreen: user.showTalentSplashScreen,
    showContactSplashScreen: user.showContactSplashScreen,
    isWizardFinished: user.isWizardFinished,
    lastVisitedPage: user.lastVisitedPage,
  });
}
