/** The Company controller. */
import { companyOnboardingRoutes } from './onboarding-routes.ts';
import { companyProfileRoutes } from './profile-routes.ts';

export const companyRoutes = [...companyOnboardingRoutes, ...companyProfileRoutes];
