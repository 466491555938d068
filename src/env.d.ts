/// <reference types="astro/client" />

type EdgePageLocals = import('#edge/context.ts').PageLocals;

declare namespace App {
  /** Set by the edge (edge/astro-handoff.ts) and by src/middleware.ts. */
  interface Locals extends EdgePageLocals {
    /** The signed-in user as GET /api/User/Session describes them; null for a visitor or an ended session. */
    user: import('./lib/api/operation.ts').AnswerOf<typeof import('./lib/api/operations.gen.ts').User_Session> | null;
    /** Calls an operation of src/lib/api/operations.gen.ts in-process, as the signed-in user (or a visitor). */
    call: import('./lib/api/operation.ts').Call;
  }
}
