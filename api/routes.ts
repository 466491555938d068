/** Every controller's routes. A controller adds its list here. */
import type { AnyRoute } from './http/route.ts';

export const routes: AnyRoute[] = [];
