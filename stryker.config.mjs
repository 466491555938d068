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
 * Also mutated: how My information and company onboarding read a phone, a city and a web site and check a location
 * and a department against the master lists (account), the filters, cursors and signed link of invoices and whose work
 * the talent's mail names (invoices), whose name and e-mail a company contact may no longer change
 * (company-contact-rules), the links and mentions of a chat message and the mention picker (chat-text), a plain
 * form's fields and messages (form-values), the job center's tabs and links (job-center-tabs), how a job reads its
 * place, audience, timeline and start (job-view), the client's job tabs and which jobs can be completed (client-jobs),
 * the documents tabs (files), what a job alert must search, its unsubscribe link and what its notice opens
 * (job-alerts), the job description's allowed markup and its plain text (job-html), the JobPosting markup
 * (job-posting-ld), a photo's type by its bytes (image-type), when a mention is mailed (chat), blank search fields and
 * the own-job tabs (job-center), the agency switcher (agency), the notice of a decided request (approvals), the
 * password confirmation (auth), a contact's e-mail length (company-contacts), the type of an upload by its bytes and
 * its stored name (file-type), the display formats (format), the e-mail and password rules and the strength meter
 * (fields) and the feedback form's missing fields (feedback).
 *
 * Left out, as they hold no decision: texts, message and constant tables (messages.ts, constants.ts, *-texts.ts,
 * notification-constants.ts, the label and text tables at the top of tasks.ts) and schema-only modules (zod objects
 * with field limits only), whose limits the API tests and the fuzz test hold: agency-invitations.ts, badge-requests.ts,
 * client-proposal.ts, company-locations.ts, company-profile.ts, courses.ts and job-posting-answers.ts (shapes, ids and
 * limits, a blank field read as none), and the shapes beside the rules of the modules mutated by line range.
 * Left out of api/access, as their rules are SQL run on the database: records.ts, client-job.ts, client-proposal.ts,
 * chat.ts, hire.ts, invoice.ts, payee.ts, profile-owner.ts, profile-viewer.ts, operator.ts and the loading halves of
 * access.ts, caller.ts and talent-party.ts. The access matrix (api/access/access-matrix.test.ts) pins them on a real
 * database, which is too slow to run once per mutant.
 * The issue code 'custom' of a rule's message survives as '': nothing reads it, the API and the forms show the message.
 * Not mutated yet: the superRefine rules of the other form schemas (portfolio, profile-sections, tax-forms). Add one
 * here with the tests that bring it to 90 %.
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
    'domain/job-posting.ts:52-52',
    'domain/job-posting.ts:82-88',
    'domain/job-posting.ts:134-137',
    'domain/job-posting.ts:151-154',
    'domain/job-posting.ts:168-176',
    'domain/job-posting.ts:197-202',
    // The amount typed in dollars (also the role form's and the work order's), the supporting documents' count and
    // copies, the portfolio search and the rate shown in the form; the rest are zod shapes and texts.
    'domain/proposal.ts:25-38',
    'domain/proposal.ts:70-70',
    'domain/proposal.ts:81-82',
    'domain/proposal.ts:134-143',
    // The IBAN's message, the bank's country and the IBAN and SWIFT/BIC of that country; the rest are zod shapes and texts.
    'domain/payout-details.ts:59-65',
    'domain/payout-details.ts:74-77',
    'domain/payout-details.ts:85-86',
    'domain/payout-details.ts:94-97',
    // The billing email addresses: how the list is read and checked. The `+` of its split survives: empty parts are
    // dropped anyway.
    'domain/billing.ts:42-52',
    // Time and days delivered: the unit of a rate, the steps and the daily maximum, the units and the amount shown, the
    // date and the units as typed; the rest are texts and zod shapes. The date's regex survives without ^ or $ (the
    // refine below it refuses the same dates), and formatUnits without its two decimals (hundredths have no more).
    'domain/work-reports.ts:18-28',
    'domain/work-reports.ts:67-86',
    'domain/work-reports.ts:91-105',
    // Why a held payout waits, in fixing order, and the chart's twelve months; the rest are texts and zod shapes.
    'domain/payouts.ts:32-35',
    'domain/payouts.ts:100-105',
    // declare and the first half of callerOf; loading a caller the dispatcher did not hand over is SQL.
    'api/access/access.ts:84-91',
    'api/access/people.ts',
    'api/access/forced-password-change.ts',
    // callerParty and callerClientContact; loadCaller above them is one SQL statement.
    'api/access/caller.ts:120-134',
    // canAccess: which jobs talent may see and answer; the rest of the module loads the job and the party.
    'api/access/talent-party.ts:33-38',
    // Blank read as none, the phone, city and web site rules, 'all' as the caller's own profile, and the location and
    // department checks; the rest are zod shapes and texts.
    'domain/account.ts:47-94',
    'domain/account.ts:108-108',
    'domain/account.ts:164-180',
    // Whose work the talent's mail names, and the list's filters and cursors, the invoice id and the signed link; the
    // rest are texts and answer shapes.
    'domain/invoices.ts:22-23',
    'domain/invoices.ts:34-58',
    'domain/company-contact-rules.ts',
    // The message's segments and the mention picker; the paths and statuses below them are constants. Survivors: the
    // `?? ''` of the query (the group always takes part), `- 1` of the parentheses count read as `+ 1` (both counts
    // move alike) and the default of no member names.
    'domain/chat-text.ts:1-104',
    'domain/form-values.ts',
    // The tab lookup and where each tab's items lead; the tab table above is a label table.
    'domain/job-center-tabs.ts:19-37',
    'domain/job-view.ts:135-160',
    // The job list tab ids, the proposal tab by number, which jobs can be completed and the status label.
    'domain/client-jobs.ts:28-28',
    'domain/client-jobs.ts:70-70',
    'domain/client-jobs.ts:189-189',
    'domain/client-jobs.ts:194-197',
    'domain/files.ts:14-14',
    // A form's on and off, an alert that searches something, the unsubscribe link and the notice; the rest are texts.
    'domain/job-alerts.ts:52-64',
    'domain/job-alerts.ts:88-94',
    'domain/job-alerts.ts:110-128',
    'domain/job-html.ts',
    'domain/job-posting-ld.ts',
    'domain/image-type.ts',
    // When a mention is mailed and a person's chat name; the rest are texts and zod shapes.
    'domain/chat.ts:209-214',
    // Blank search fields read as none and the tabs of the caller's own jobs; the rest are zod shapes.
    'domain/job-center.ts:22-23',
    'domain/job-center.ts:55-55',
    // The member switcher and blank read as none; the rest are texts and zod shapes. The switcher's `.trim()` of a name
    // and its `sensitivity: 'base'` survive: names are stored trimmed, and the order ties fall back to the id.
    'domain/agency.ts:48-60',
    'domain/agency.ts:70-71',
    'domain/approvals.ts:48-65',
    // The confirmation and the new password unlike the current one.
    'domain/auth.ts:33-36',
    'domain/auth.ts:69-79',
    'domain/company-contacts.ts:26-26',
    // All but the two read sizes, which are limits.
    'domain/file-type.ts:16-48',
    'domain/file-type.ts:50-171',
    'domain/format.ts',
    // The e-mail and password patterns, the e-mail as read and the strength meter; the rest are zod shapes.
    'domain/fields.ts:9-10',
    'domain/fields.ts:17-26',
    'domain/fields.ts:30-41',
    // A missing field and the form's messages; the fields' OpenAPI metadata between them is documentation.
    'domain/feedback.ts:21-21',
    'domain/feedback.ts:32-40',
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
