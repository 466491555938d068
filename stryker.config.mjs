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
 * addresses are read and checked and when a saved card has expired (billing), what time and days delivered take
 * and bill (work-reports), why a held payout waits and which months its chart shows (payouts), the rules between the
 * fields of the job posting steps
 * (job-posting: dates, the onsite place, the certification, the rates), the amounts typed in dollars, the supporting
 * documents and the portfolio search of a proposal (proposal), and who the access layer takes a caller for (the person
 * declarations, the forced password change, the caller's party and client contact, which jobs talent may see and
 * answer).
 * Mutated as well, for the profile, the forms and the pages: which web and video links a portfolio takes (portfolio,
 * video-link), the rules between the dates of work experience, education and certifications (profile-sections),
 * which tax form a payee signs, when it expires, the rules between its fields and what each field accepts (tax-forms,
 * tax-form-fields), which text the database can store (storable-text), what robots.txt lets crawlers reach (robots),
 * how a typed name is compared and where a work document is signed (legal), which sections each viewer of a profile
 * gets and the name it goes by (talent-view), which sections of the profile page are empty and what its summary shows
 * (profile-page), the schema.org markup of the public page (talent-ld), which cached pages a change drops
 * (page-topics), a role's skills shown and rate range (role-display), the average of reviews (reviews), which
 * notifications a user reads and what the signed settings link needs (notifications), the card a payment needs and
 * its attempt key (payments), the proof of a second factor (two-factor), the testimonial request's names and
 * confirmation and how many testimonials show (testimonials), the advice of a talent's own match (match-advice), which
 * pictures a form takes (picture-upload), and in the access layer the submission's preview link (preview-link) and who
 * signs the agreements (signing).
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
 * Left out as well, as zod shapes with field limits, texts or constant tables: match-score-schema.ts, open-jobs.ts,
 * pipeline.ts (its moves are pipeline-moves.ts), profile-visibility.ts, payout-run.ts (its routing number check is
 * bank-numbers.ts), references.ts, resume.ts, talent-notes.ts, talent-pool.ts, typed-address-mail.ts, work-order.ts (its
 * amount is proposal.ts's dollarInput), match-score-texts.ts, talent-notes-texts.ts and talent-pool-texts.ts; and of
 * api/access, authenticate.ts (it verifies the Bearer token and loads the caller with SQL) and
 * signed-documents.ts (one SQL query), which the access matrix holds.
 * The issue code 'custom' of a rule's message survives as '': nothing reads it, the API and the forms show the message.
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
    'domain/proposal.ts:27-40',
    'domain/proposal.ts:68-68',
    'domain/proposal.ts:79-80',
    'domain/proposal.ts:127-136',
    // The IBAN's message, the bank's country and the IBAN and SWIFT/BIC of that country; the rest are zod shapes and texts.
    'domain/payout-details.ts:60-66',
    'domain/payout-details.ts:75-78',
    'domain/payout-details.ts:86-87',
    'domain/payout-details.ts:95-98',
    // The billing email addresses: how the list is read and checked. The `+` of its split survives: empty parts are
    // dropped anyway.
    'domain/billing.ts:40-50',
    // When a saved card has expired: after the month of its expiry date.
    'domain/billing.ts:93-94',
    // Time and days delivered: the unit of a rate, the steps and the daily maximum, the units and the amount shown, the
    // date and the units as typed; the rest are texts and zod shapes. The date's regex survives without ^ or $ (the
    // refine below it refuses the same dates), and formatUnits without its two decimals (hundredths have no more).
    'domain/work-reports.ts:19-29',
    'domain/work-reports.ts:68-87',
    'domain/work-reports.ts:92-106',
    // Why a held payout waits, in fixing order, and the chart's twelve months; the rest are texts and zod shapes.
    'domain/payouts.ts:33-36',
    'domain/payouts.ts:100-105',
    // declare, declarePerson and declareRecord, and the first half of callerOf; loading a caller the dispatcher did not
    // hand over is SQL.
    'api/access/access.ts:86-88',
    'api/access/access.ts:94-101',
    'api/access/access.ts:104-106',
    'api/access/people.ts',
    'api/access/forced-password-change.ts',
    // callerParty and callerClientContact; loadCaller above them is one SQL statement.
    'api/access/caller.ts:120-134',
    // canAccess: which jobs talent may see and answer; the rest of the module loads the job and the party.
    'api/access/talent-party.ts:33-38',
    // The web address a portfolio link takes and the video sites a video link may name; the rest are zod shapes and texts.
    'domain/portfolio.ts:51-54',
    'domain/portfolio.ts:79-81',
    'domain/video-link.ts',
    // Blank read as none for every optional form text; the rest are the shared text shapes and their message wording.
    'domain/text-fields.ts:12-12',
    // A date's message, the proficiency, each industry once, the dates of work experience, the years of
    // education, the credential link and the dates of a certification; the rest are zod shapes with limits and texts.
    // The checks that both years, or both dates, are there are marked equivalent in the module: no year or date is
    // before a missing one, so they only narrow the types.
    'domain/profile-sections.ts:63-63',
    'domain/profile-sections.ts:87-87',
    'domain/profile-sections.ts:111-111',
    'domain/profile-sections.ts:140-144',
    'domain/profile-sections.ts:157-161',
    'domain/profile-sections.ts:171-171',
    'domain/profile-sections.ts:183-187',
    // Which form a payee signs and when it expires, the treaty claim and the rules between the fields of each form. The
    // treaty check's `issues[0]?.` survives without `?` and the mailing country's `?? ''` as any other text: a failed
    // parse always has an issue, and no country code is blank.
    'domain/tax-forms.ts:65-71',
    'domain/tax-forms.ts:118-121',
    'domain/tax-forms.ts:132-151',
    'domain/tax-forms.ts:171-181',
    'domain/tax-forms.ts:184-186',
    'domain/tax-forms.ts:207-214',
    'domain/tax-forms.ts:233-236',
    // What each tax form field accepts, from the optional text on; the messages and the required text above are texts.
    // tinMessage's `issues[0]?.` survives without `?`, and the date of birth's `< Date.now()` as `<=` (the same
    // millisecond).
    'domain/tax-form-fields.ts:33-126',
    // The check of every stored text; the message above it is a text. `typeof value === 'object'` survives as `true`:
    // nothing else has Object.prototype as its prototype.
    'domain/storable-text.ts:8-31',
    // Leaving out the public pages' own segments survives: a public page always shares its segment with itself. So does
    // the first segment's `?? ''`: every path starts with '/'.
    'domain/robots.ts',
    // How a typed name is compared, and where a work document is signed; the rest are zod shapes and texts.
    'domain/legal.ts:52-54',
    'domain/legal.ts:103-103',
    // The sections each viewer gets and the name a profile goes by; the rest are the section titles and zod shapes.
    'domain/talent-view.ts:68-80',
    'domain/talent-view.ts:190-192',
    // When a section is empty, the average rating, the time zone and the picture's address; the owner's prompts are texts.
    // The time zone's `offset === 'UTC'` survives (this ICU writes UTC+0 as GMT+0), and so does the `?? ''` of a part.
    'domain/profile-page.ts:25-45',
    'domain/profile-page.ts:62-90',
    'domain/talent-ld.ts',
    'domain/page-topics.ts',
    'domain/role-display.ts:20-27',
    'domain/reviews.ts:85-91',
    // Which notifications a user reads, and the signed link's e-mail; the rest are zod shapes and texts. The agency's
    // `!== null` survives as `true`: null > 0 is false.
    'domain/notifications.ts:22-26',
    'domain/notifications.ts:105-105',
    // The attempt key and the card a payment needs; the rest are zod shapes, texts and the test gateway's cards. The
    // key's message for a value that is no text survives: a form and the page always send text.
    'domain/payments.ts:33-33',
    'domain/payments.ts:55-55',
    // A code or a passkey; the rest are limits, texts and zod shapes.
    'domain/two-factor.ts:52-55',
    // The names a client may have, the confirmed e-mail and the testimonials shown; the rest are zod shapes and texts.
    // `items.length <= shown` survives as `<`: three of three shown by slicing are the same three.
    'domain/testimonials.ts:56-56',
    'domain/testimonials.ts:95-99',
    'domain/testimonials.ts:196-199',
    // The `?? ''` of an empty list and of a level survive, as does the unused level 0: no advice lists nothing or level 0.
    'domain/match-advice.ts:9-31',
    // The picture read from a form; its accept list and hints above are texts. The loop's `<` survives as `<=`: the last
    // chunk is then empty.
    'domain/picture-upload.ts:16-29',
    // The preview link's signature, expiry and the proposal and job it still opens. The secret's purpose, the defaults of
    // a token without a dot and the expiry's ^ or $ survive: the signature refuses every such link anyway.
    'api/access/preview-link.ts:20-40',
    // Who signs for the caller, and the side a document type picks.
    'api/access/signing.ts:43-116',
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
    'domain/job-view.ts:143-168',
    // The job list tab ids, the proposal tab by number, which jobs can be completed and the status label.
    'domain/client-jobs.ts:27-27',
    'domain/client-jobs.ts:69-69',
    'domain/client-jobs.ts:184-184',
    'domain/client-jobs.ts:189-192',
    'domain/files.ts:14-14',
    // A form's on and off, an alert that searches something, the unsubscribe link and the notice; the rest are texts.
    'domain/job-alerts.ts:49-61',
    'domain/job-alerts.ts:85-91',
    'domain/job-alerts.ts:107-125',
    'domain/job-html.ts',
    'domain/job-posting-ld.ts',
    'domain/image-type.ts',
    // When a mention is mailed and a person's chat name; the rest are texts and zod shapes.
    'domain/chat.ts:197-202',
    // Blank search fields read as none and the tabs of the caller's own jobs; the rest are zod shapes.
    'domain/job-center.ts:22-23',
    'domain/job-center.ts:55-55',
    // The member switcher; the rest are texts and zod shapes. The switcher's `.trim()` of a name
    // and its `sensitivity: 'base'` survive: names are stored trimmed, and the order ties fall back to the id.
    'domain/agency.ts:49-61',
    'domain/approvals.ts:49-66',
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
    'domain/feedback.ts:18-18',
    'domain/feedback.ts:29-37',
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
