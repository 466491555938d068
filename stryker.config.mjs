// @ts-check
/**
 * Mutation testing of the rule modules (`npm run test:mutation`): Stryker changes one operator, condition or literal
 * of a rule at a time and runs the unit tests of vitest.mutation.config.ts (no database, server or browser); a change
 * no test notices survives. The clear-text report prints the score of each module (each is to stay at 90 % or more;
 * the run fails below 90 % over all); the HTML report lands in reports/mutation/, out of git.
 *
 * Mutated: the modules whose code decides something a user would notice changing: who may open a page and where each
 * kind of user belongs (route-table), where a sign-in lands (login-redirect), how complete a profile is
 * (profile-status) and what it still needs (profile-progress), which trust badge it earns (trust-badge), what the role
 * form accepts and defaults to (role-form), which return paths a page follows (safe-path), what the calendar of My
 * Tasks shows and asks for (tasks), the links of the top bar and the user menu (navigation), what stands between a
 * talent and a first proposal (first-proposal), which pipeline moves a proposal is offered (pipeline-moves), the facts
 * of Match Logic (match-facts) and the points of the match score (match-score), how the candidate view reads its
 * address (candidate-view), which US tax ids are valid (tax-ids) and which routing numbers and IBANs are (bank-numbers)
 * and what the payout details form says of an IBAN and the bank's country (payout-details), how the billing email
 * addresses are read and checked (billing), what time and days delivered take and bill (work-reports), why a held
 * payout waits and which months its chart shows (payouts), the rules between the fields of the job posting steps
 * (job-posting: dates, the onsite place, the certification, the rates), the amounts typed in dollars, the supporting
 * documents and the portfolio search of a proposal (proposal), and who the access layer takes a caller for (the person
 * declarations, the forced password change, the caller's party and client contact, which jobs talent may see and
 * answer).
 *
 * Left out, as they hold no decision: texts, message and constant tables (messages.ts, constants.ts, *-texts.ts,
 * notification-constants.ts, the label and text tables at the top of tasks.ts) and schema-only modules (zod objects
 * with field limits only), whose limits the API tests and the fuzz test hold.
 * Left out of api/access, as their rules are SQL run on the database: records.ts, client-job.ts, client-proposal.ts,
 * chat.ts, hire.ts, invoice.ts, payee.ts, profile-owner.ts, profile-viewer.ts, operator.ts and the loading halves of
 * access.ts, caller.ts and talent-party.ts. The access matrix (api/access/access-matrix.test.ts) pins them on a real
 * database, which is too slow to run once per mutant.
 * The issue code 'custom' of a rule's message survives as '': nothing reads it, the API and the forms show the message.
 * Not mutated yet: the superRefine rules of the other form schemas (account, portfolio, profile-sections, tax-forms)
 * and the rules of invoices. Add one here with the tests that bring it to 90 %.
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'domain/profile-status.ts',
    'domain/route-table.ts',
    'domain/role-form.ts',
    'domain/login-redirect.ts',
    'domain/trust-badge.ts',
    'domain/profile-progress.ts',
    'domain/safe-path.ts',
    // From the day arithmetic on; the task kinds' labels and the page's texts above it are a text table.
    'domain/tasks.ts:29-169',
    'domain/navigation.ts',
    'domain/first-proposal.ts',
    'domain/pipeline-moves.ts',
    'domain/match-facts.ts',
    'domain/candidate-view.ts',
    'domain/tax-ids.ts',
    'domain/bank-numbers.ts',
    // The factor keys, the weights and the arithmetic; the reasons between them are a text table. `numerator <= 0` in
    // reviewPoints survives as `< 0`: at 0 the rounding gives 0 too, and the SQL twin keeps the same form.
    'domain/match-score.ts:16-30',
    'domain/match-score.ts:54-149',
    // The job posting steps' rules between fields (dates, onsite place, certification, rates); the rest are zod shapes.
    'domain/job-posting.ts:53-53',
    'domain/job-posting.ts:78-84',
    'domain/job-posting.ts:126-129',
    'domain/job-posting.ts:143-146',
    'domain/job-posting.ts:160-168',
    'domain/job-posting.ts:185-190',
    // The amount typed in dollars (also the role form's and the work order's), the supporting documents' count and
    // copies, the portfolio search and the rate shown in the form; the rest are zod shapes and texts.
    'domain/proposal.ts:26-39',
    'domain/proposal.ts:67-67',
    'domain/proposal.ts:78-79',
    'domain/proposal.ts:131-140',
    // The IBAN's message, the bank's country and the IBAN and SWIFT/BIC of that country; the rest are zod shapes and texts.
    'domain/payout-details.ts:60-66',
    'domain/payout-details.ts:75-78',
    'domain/payout-details.ts:86-87',
    'domain/payout-details.ts:95-98',
    // The billing email addresses: how the list is read and checked. The `+` of its split survives: empty parts are
    // dropped anyway.
    'domain/billing.ts:40-50',
    // Time and days delivered: the unit of a rate, the steps and the daily maximum, the units and the amount shown, the
    // date and the units as typed; the rest are texts and zod shapes. The date's regex survives without ^ or $ (the
    // refine below it refuses the same dates), and formatUnits without its two decimals (hundredths have no more).
    'domain/work-reports.ts:19-29',
    'domain/work-reports.ts:68-87',
    'domain/work-reports.ts:92-106',
    // Why a held payout waits, in fixing order, and the chart's twelve months; the rest are texts and zod shapes.
    'domain/payouts.ts:33-36',
    'domain/payouts.ts:100-105',
    // declare and the first half of callerOf; loading a caller the dispatcher did not hand over is SQL.
    'api/access/access.ts:84-91',
    'api/access/people.ts',
    'api/access/forced-password-change.ts',
    // callerParty and callerClientContact; loadCaller above them is one SQL statement.
    'api/access/caller.ts:120-134',
    // canAccess: which jobs talent may see and answer; the rest of the module loads the job and the party.
    'api/access/talent-party.ts:33-38',
  ],
  coverageAnalysis: 'perTest',
  // Incremental runs (`-- --incremental`) reuse earlier results, which can be stale for mutants of module-level
  // tables once tests are added: the command itself always runs every mutant.
  incremental: false,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: 90 },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'data', 'e2e', 'docs', 'public', 'bench', 'test-results', 'playwright-report', 'reports', '.astro'],
};
