/** People and the organisations they belong to: logins, client companies, contacts, talent, agencies; and the files they store. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, instant, personName, reference, timestamps } from './columns.ts';
import { industries } from './industries.ts';
import { companySizes } from '#domain/constants.ts';
import { profileVisibilities } from '#domain/profile-visibility.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...personName(),
    nickname: text('nickname'),
    activatedAt: instant('activated_at'),
    forceChangePassword: smallint('force_change_password').notNull().default(0),
    isWizardFinished: boolean('is_wizard_finished').notNull().default(false),
    lastVisitedPage: text('last_visited_page'),
    showTalentSplashScreen: boolean('show_talent_splash_screen').notNull().default(true),
    showContactSplashScreen: boolean('show_contact_splash_screen').notNull().default(true),
    showTrainerRole: boolean('show_trainer_role').notNull().default(false),
    chatEmail: text('chat_email'),
    countryCode: text('country_code'),
    stateCode: text('state_code'),
    photoBlobId: uuid('photo_blob_id').references((): AnyPgColumn => blobs.id),
    /** The messaging welcome modal is shown until dismissed (GetMsgWelcomeModal / UpdateMsgWelcomeModal). */
    showMessagingWelcome: boolean('show_messaging_welcome').notNull().default(true),
    /** Counts changes of second factor: a remembered browser signed before the last change asks again. */
    secondFactorEpoch: integer('second_factor_epoch').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  phone: text('phone'),
  countryCode: text('country_code'),
  stateCode: text('state_code'),
  city: text('city'),
  logoBlobId: uuid('logo_blob_id').references((): AnyPgColumn => blobs.id),
  /** The company profile (/client-profile/company-profile), shown on the company's public job posts. */
  about: text('about'),
  industryId: reference('industry_id', () => industries.id),
  size: text('size', { enum: companySizes }),
  createdAt: createdAt(),
});

/** A client contact. status: A active, I inactive, P pending (invited). webRole: 3 Administrator, 1 Standard User. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    userId: reference('user_id', () => users.id),
    companyId: reference('company_id', () => companies.id),
    email: text('email').notNull(),
    ...personName(),
    phone: text('phone'),
    jobTitle: text('job_title'),
    departmentId: integer('department_id'),
    webRole: smallint('web_role').notNull().default(1),
    status: text('status', { enum: ['A', 'I', 'P'] }).notNull().default('A'),
    imageBlobId: uuid('image_blob_id').references((): AnyPgColumn => blobs.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contacts_user_key').on(t.userId),
    index('contacts_company_idx').on(t.companyId, t.status),
    uniqueIndex('contacts_company_email_key').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/** A contact without a company asking to join one; an administrator approves it. */
export const companyJoinRequests = pgTable(
  'company_join_requests',
  {
    id: serial('id').primaryKey(),
    contactId: reference('contact_id', () => contacts.id).notNull(),
    companyId: reference('company_id', () => companies.id).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    decidedByContactId: reference('decided_by_contact_id', () => contacts.id),
    createdAt: createdAt(),
    decidedAt: instant('decided_at'),
  },
  (t) => [index('company_join_requests_company_idx').on(t.companyId, t.status)],
);

/** Talent (instrId). An agency is an instructor row with isAgency; its talent point to it with agencyId. */
export const instructors = pgTable(
  'instructors',
  {
    id: serial('id').primaryKey(),
    userId: reference('user_id', () => users.id),
    isAgency: boolean('is_agency').notNull().default(false),
    agencyId: reference('agency_id', (): AnyPgColumn => instructors.id),
    ...personName(),
    companyName: text('company_name'),
    /** An agency's web site (its company information). */
    website: text('website'),
    headline: text('headline'),
    aboutMe: text('about_me'),
    profileStatus: smallint('profile_status').notNull().default(0),
    trustBadge: text('trust_badge', { enum: ['V', 'Q', 'CT', 'CID', 'CTCID'] }),
    countryCode: text('country_code'),
    stateCode: text('state_code'),
    city: text('city'),
    timeZone: text('time_zone'),
    thumbnailBlobId: uuid('thumbnail_blob_id').references((): AnyPgColumn => blobs.id),
    resumeBlobId: uuid('resume_blob_id').references((): AnyPgColumn => blobs.id),
    /** Who may see the profile (domain/profile-visibility.ts). */
    visibility: text('visibility', { enum: profileVisibilities }).notNull().default('public'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('instructors_user_key').on(t.userId), index('instructors_agency_idx').on(t.agencyId)],
);

/** People who act for an agency (agencyInstrId). The owner may switch between members. */
export const agencyMembers = pgTable(
  'agency_members',
  {
    id: serial('id').primaryKey(),
    agencyId: reference('agency_id', () => instructors.id).notNull(),
    userId: reference('user_id', () => users.id).notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
    /** The member's own talent profile in the agency, labelled (You) in the member switcher. */
    instrId: reference('instr_id', () => instructors.id),
    /** The agency talent whose profile the owner's /profile pages edit (the member switcher); null for their own. */
    selectedInstrId: reference('selected_instr_id', () => instructors.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agency_members_user_key').on(t.userId), index('agency_members_agency_idx').on(t.agencyId)],
);

/**
 * An owner's e-mail invitation to join the agency (decision record 289). The link names the row; it is pending until
 * it is accepted, withdrawn or expires. Sending again to the same address withdraws the earlier one.
 */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: serial('id').primaryKey(),
    agencyId: reference('agency_id', () => instructors.id).notNull(),
    email: text('email').notNull(),
    ...personName(),
    invitedByUserId: reference('invited_by_user_id', () => users.id).notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedByUserId: reference('accepted_by_user_id', () => users.id),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('agency_invitations_agency_idx').on(t.agencyId, t.email)],
);

/** Stored files. The bytes live in blob storage (api/storage) under storageKey; this row says what they are. */
export const blobs = pgTable(
  'blobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    ownerUserId: reference('owner_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blobs_storage_key_key').on(t.storageKey), index('blobs_owner_idx').on(t.ownerUserId)],
);
