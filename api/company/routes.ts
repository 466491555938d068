/** The Company controller. */
import { companyOnboardingRoutes } from './onboarding-routes.ts';

export const companyRoutes = [...companyOnboardingRoutes];
