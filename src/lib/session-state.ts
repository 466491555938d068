/** GET /api/User/Session: the signed-in user as pages show them (the login answer without tokens, plus names and e-mail). */
export interface SessionState {
  loginId: number;
  email: string;
  firstName: string;
  fullName: string;
  nickname: string | null;
  chatEmail: string | null;
  contactId: number | null;
  clientId: number | null;
  instrId: number | 'all' | null;
  agencyInstrId: number | null;
  webRole: number | null;
  isWizardFinished: boolean;
  lastVisitedPage: string | null;
  forceChangePassword: number;
  showContactSplashScreen: boolean;
  showTalentSplashScreen: boolean;
  showTrainerRole: boolean;
}

