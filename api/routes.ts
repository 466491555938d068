/** Every controller's routes. A controller adds its list here. */
import type { AnyRoute } from './contract/route.ts';
import { userRoutes } from './user/routes.ts';
import { masterRoutes } from './master/routes.ts';
import { devMailboxRoutes } from './dev-mailbox/routes.ts';
import { notificationRoutes } from './notification/routes.ts';
import { liveRoutes } from './notification/notification-stream.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { myInformationRoutes } from './my-information/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { blobRoutes } from './blob/routes.ts';
import { legalRoutes } from './legal/routes.ts';
import { wizardRoutes } from './project/wizard-routes.ts';
import { talentJobCenterRoutes } from './talent-job-center/routes.ts';
import { proposalRoutes } from './talent-job-center/proposal-routes.ts';
import { filesRoutes } from './files/routes.ts';
import { manageTalentsRoutes } from './manage-talents/routes.ts';
import { clientProjectRoutes } from './project/client-routes.ts';
import { publicProjectRoutes } from './project/public-routes.ts';
import { proposalViewRoutes } from './proposal-view/routes.ts';
import { matchRoutes } from './match/routes.ts';
import { favoriteRoutes } from './favorites/routes.ts';
import { previewRoutes } from './preview/routes.ts';
import { languageRoutes } from './talent-profile/language-routes.ts';
import { portfolioRoutes } from './portfolio/routes.ts';
import { roleRoutes } from './role/routes.ts';
import { skillRoutes } from './skill/routes.ts';
import { roleSkillRoutes } from './role/role-skill-routes.ts';
import { trainerProfileRoutes } from './talent-profile/routes.ts';
import { careerRoutes } from './talent-profile/career-routes.ts';
import { talentNotesRoutes } from './talent-notes/routes.ts';
import { talentPoolRoutes } from './talent-pool/routes.ts';
import { messagingRoutes } from './messaging/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { profileViewRoutes } from './talent-profile/profile-view-routes.ts';
import { courseRoutes } from './talent-profile/course-routes.ts';
import { resumeRoutes } from './talent-profile/resume-routes.ts';
import { badgeRequestRoutes } from './talent-profile/badge-request-routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { companyLocationRoutes } from './company/location-routes.ts';
import { agencyRoutes } from './agency/routes.ts';
import { jobAlertRoutes } from './job-alert/routes.ts';
import { testimonialRoutes } from './testimonial/routes.ts';
import { publicProfileRoutes } from './talent-profile/public-routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { invoiceRoutes } from './payments/invoice-routes.ts';
import { paymentRoutes } from './payments/payment-routes.ts';
import { billingRoutes } from './payments/billing-routes.ts';
import { payoutRoutes } from './payouts/routes.ts';
import { taxFormRoutes } from './tax-forms/routes.ts';
import { approvalRoutes } from './approval/routes.ts';
import { workReportRoutes } from './work-reports/routes.ts';
import { twoFactorRoutes } from './two-factor/routes.ts';

export const routes: AnyRoute[] = [
  ...userRoutes,
  ...twoFactorRoutes,
  ...masterRoutes,
  ...devMailboxRoutes,
  ...myInformationRoutes,
  ...contactRoutes,
  ...companyRoutes,
  ...blobRoutes,
  ...legalRoutes,
  ...wizardRoutes,
  ...talentJobCenterRoutes,
  ...proposalRoutes,
  ...filesRoutes,
  ...manageTalentsRoutes,
  ...clientProjectRoutes,
  ...publicProjectRoutes,
  ...proposalViewRoutes,
  ...matchRoutes,
  ...favoriteRoutes,
  ...talentNotesRoutes,
  ...talentPoolRoutes,
  ...previewRoutes,
  ...trainerProfileRoutes,
  ...profileViewRoutes,
  ...publicProfileRoutes,
  ...languageRoutes,
  ...careerRoutes,
  ...courseRoutes,
  ...resumeRoutes,
  ...badgeRequestRoutes,
  ...roleRoutes,
  ...skillRoutes,
  ...roleSkillRoutes,
  ...portfolioRoutes,
  ...reviewRoutes,
  ...referenceRoutes,
  ...companyLocationRoutes,
  ...agencyRoutes,
  ...taskRoutes,
  ...approvalRoutes,
  ...workReportRoutes,
  ...jobAlertRoutes,
  ...testimonialRoutes,
  ...notificationRoutes,
  ...liveRoutes,
  ...feedbackRoutes,
  ...messagingRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...billingRoutes,
  ...payoutRoutes,
  ...taxFormRoutes,
];
