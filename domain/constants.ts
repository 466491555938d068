/** Business constants and limits of the specification. */
export const session = {
  refreshRetryLimit: 3,
  refreshTimeoutMs: 10_000,
  idleLogoutMs: 2_700_000,
} as const;

/**
 * Interface constants: a tooltip shows after 400 ms, a dropdown list is at most 200 px high, clamped text has
 * 21 px lines, the role copy dialog is a modal from 760 px wide (a full-screen sheet below). The CSS side is in
 * src/styles/tokens.css and the role copy dialog's style; a test keeps both equal to these.
 */
export const interfaceConstants = {
  tooltipDelayMs: 400,
  dropdownMaxHeightPx: 200,
  textClampLineHeightPx: 21,
  roleCopyBreakpointPx: 760,
} as const;

export const limits = {
  passwordMin: 8,
  passwordMax: 32,
  nameMax: 20,
  emailMin: 2,
  feedbackMax: 500,
  nicknameDisplay: 15,
  notificationPopup: 3,
  relativeTimeDays: 2,
  proposalDescriptionMax: 500,
  rateCommentMax: 500,
  rateInputMax: 10,
  supportingDocumentsMax: 5,
  fileMaxBytes: 20 * 1024 * 1024,
  thumbnailMaxBytes: 5 * 1024 * 1024,
  /** The portfolio scroller appears for more than 4 items. */
  portfolioScrollerAfter: 4,
  portfolioDescriptionMax: 100,
  testimonialMessageMax: 3000,
  testimonialNameMax: 50,
  companyNameMax: 100,
  contactEmailMax: 60,
  vendorNameMin: 3,
  startYearSpan: 80,
} as const;

export const webRoles = { administrator: 3, standardUser: 1 } as const;
export type WebRole = (typeof webRoles)[keyof typeof webRoles];

export const notificationTypes = { talent: 'T', client: 'C' } as const;
export type NotificationType = (typeof notificationTypes)[keyof typeof notificationTypes];

export const profileStatuses = { Incomplete: 0, Good: 1, Better: 2, Best: 3 } as const;
export const contactStatuses = { active: 'A', inactive: 'I', pending: 'P' } as const;
export const roleGroups = ['A', 'B', 'C', 'TC'] as const;
export const rateTypes = ['Hourly', 'Daily', 'Per Minute', 'Per Word', 'Flat'] as const;
export type RateType = (typeof rateTypes)[number];
export const rateSuffixes: Partial<Record<RateType, string>> = {
  Daily: '/day',
  Hourly: '/hr',
  'Per Minute': '/minute',
  'Per Word': '/word',
};
export const estimatedTimes = { 1: 'More than 30 hrs/week', 2: 'Less than 30hrs/week', 3: 'To Be Determined' } as const;
export const proficiencies = { 1: 'Basic', 2: 'Conversational', 3: 'Fluent' } as const;
export const feedbackTypes = ['Technical', 'Suggestions', 'Other'] as const;
export const trustBadges = {
  V: 'verified independent contractor',
  Q: 'qualified professional',
  CT: 'certified trainer',
  CID: 'certified instructional designer',
  CTCID: 'both certified trainer and certified instructional designer',
} as const;
export const urlTypes = { link: 1, video: 13 } as const;
export const proposalStatuses = ['Submission', 'Interview', 'Rejected', 'Hired', 'Client'] as const;
export const legalDocumentTypes = ['ICA', 'Supplier Agreement'] as const;
export const clientLegalDocumentTypes = ['SOW', 'NDA', 'MSA', 'COC'] as const;
export const workDocumentTypes = ['Work Order', 'Travel Fee'] as const;
export const jobStatuses = ['draft', 'open', 'closed', 'completed'] as const;
export type JobStatus = (typeof jobStatuses)[number];
/** The job creation steps under /client-profile-job/, in order; a draft remembers the furthest one reached. */
export const jobWizardSteps = [
  'create-new-job',
  'job-details',
  'job-skills',
  'job-audience',
  'job-specification',
  'job-budget',
  'job-description',
  'review',
] as const;
export const locationTypes = ['Remote', 'Virtual', 'Onsite'] as const;
export const projectContactStatuses = ['A', 'P'] as const;
/** Company size bands of the company profile, by number of employees (ours: the spec names the field only). */
export const companySizes = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001+'] as const;
export const skillDisciplines = ['Technical', 'Soft Skills'] as const;
/** The internal team on a job: SR sales rep, REC recruiter, PM project manager (the srName, recName, pmName fields). */
export const internalTeamRoles = ['SR', 'REC', 'PM'] as const;

/** Money (decision record 320): the states of invoices, payments and payouts, the tax forms, the ledger's accounts. */
export const invoiceStatuses = ['open', 'paid', 'void'] as const;
export const paymentMethods = ['card', 'ach', 'check'] as const;
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const payoutStatuses = ['scheduled', 'held', 'sent'] as const;
export const taxFormTypes = ['W-9', 'W-8BEN', 'W-8BEN-E'] as const;
export const ledgerAccounts = ['receivable', 'cash', 'talent-payable', 'fees'] as const;
export const ledgerKinds = ['invoice', 'payment', 'refund', 'void', 'payout'] as const;

/** Ids are PostgreSQL integers: a larger number names no record. */
export const ID_MAX = 2_147_483_647;
