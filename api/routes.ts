/** Every controller's routes. A controller adds its list here. */
import type { AnyRoute } from './http/route.ts';
import { userRoutes } from './user/routes.ts';
import { masterRoutes } from './master/routes.ts';
import { devMailboxRoutes } from './dev-mailbox/routes.ts';

export const routes: AnyRoute[] = [...userRoutes, ...masterRoutes, ...devMailboxRoutes];
