// @ts-check
/**
 * Mutation testing of the rule modules (`npm run test:mutation`): Stryker changes one operator, condition or literal
 * of a rule at a time and runs the unit tests of vitest.mutation.config.ts; a change no test notices survives.
 * The clear-text report prints the score of each module; the HTML report lands in reports/mutation/.
 *
 * Mutated: the modules whose code decides something a user sees (who may open a page, where a sign-in lands, how
 * complete a profile is, which badge it earns, what a role form accepts, who the caller is to the access layer).
 * Left out, as they hold no decision to mutate:
 * - texts, message and constant tables (messages.ts, constants.ts, *-texts.ts, notification-constants.ts);
 * - schemas only (zod objects with no rule beyond their field limits), whose limits the API tests and the fuzz test hold.
 * Left out of api/access, as their rules are SQL run on the database (records.ts, client-job.ts, client-proposal.ts,
 * talent-party.ts, chat.ts, hire.ts, invoice.ts, payee.ts, profile-owner.ts, profile-viewer.ts, operator.ts and the
 * loading half of caller.ts): the access matrix (api/access/access-matrix.test.ts) pins them on a real database,
 * which is too slow to run once per mutant.
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/domain/profile-status.ts',
    'src/domain/route-table.ts',
    'src/domain/role-form.ts',
    'src/domain/login-redirect.ts',
    'src/domain/trust-badge.ts',
    // declare and the first half of callerOf; loading a caller the dispatcher did not hand over is SQL.
    'api/access/access.ts:84-91',
    'api/access/people.ts',
    'api/access/forced-password-change.ts',
    // callerParty and callerClientContact; loadCaller above them is one SQL statement.
    'api/access/caller.ts:120-134',
  ],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'data', 'e2e', 'docs', 'public', 'bench', 'test-results', 'playwright-report', 'reports', '.astro'],
};
