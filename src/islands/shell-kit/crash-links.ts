/** Where the crash screen points: the support address (mailto) and the viewer's home page. */
import { homeOf, type Viewer } from '#domain/route-table.ts';

export interface CrashLinks {
  supportEmail: string;
  home: string;
}

export function crashLinks(config: { supportEmail: string }, session: Viewer | null): CrashLinks {
  return { supportEmail: config.supportEmail, home: homeOf(session) };
}
