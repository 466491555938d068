/** Every controller's routes. A controller adds its list here. */
import type { AnyRoute } from './http/route.ts';
import { userRoutes } from './user/routes.ts';
import { masterRoutes } from './master/routes.ts';
import { devMailboxRoutes } from './dev-mailbox/routes.ts';
import { notificationRoutes } from './notification/routes.ts';
import { liveRoutes } from './live/notification-stream.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { myInformationRoutes } from './my-information/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { blobRoutes } from './blob/routes.ts';

export const routes: AnyRoute[] = [...userRoutes, ...masterRoutes, ...devMailboxRoutes, ...myInformationRoutes, ...contactRoutes, ...companyRoutes, ...blobRoutes, ...notificationRoutes, ...liveRoutes, ...feedbackRoutes];
