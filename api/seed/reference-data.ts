/**
 * The lists the product needs before anyone signs up: roles (with the role split), skill groups and skills,
 * industries and the standard legal agreements. ensureReferenceData adds whatever is missing and never changes
 * rows that exist, so it runs safely at every start.
 */
import { eq, sql } from 'drizzle-orm';
import type { clientLegalDocumentTypes, legalDocumentTypes } from '#domain/constants.ts';
import { languages } from '../master/data/languages.ts';
import type { Db } from '../db/client.ts';
import { industries, legalDocuments, roleChanges, roles, roleSkills, skillGroups, skills } from '../db/schema/index.ts';

interface RoleSeed {
  name: string;
  isInstructorType?: boolean;
  allowsPerUnitRates?: boolean;
  retired?: boolean;
  /** Skills offered for the role; instructor-type roles offer every skill. */
  skills?: readonly string[];
}

export const referenceRoles: readonly RoleSeed[] = [
  { name: 'Trainer', isInstructorType: true },
  { name: 'Facilitator', isInstructorType: true },
  {
    name: 'Instructional Designer',
    skills: ['ADDIE Model', 'Needs Analysis', 'Storyboarding', 'Learning Objectives', 'Articulate Storyline', 'Articulate Rise 360', 'Adobe Captivate'],
  },
  {
    name: 'eLearning Developer',
    skills: ['Articulate Storyline', 'Articulate Rise 360', 'Adobe Captivate', 'SCORM', 'HTML5 Animation', 'Adobe Premiere Pro'],
  },
  { name: 'Curriculum Developer', skills: ['ADDIE Model', 'Needs Analysis', 'Learning Objectives', 'Assessment Design', 'Business Writing'] },
  { name: 'Virtual Producer', skills: ['Microsoft Teams', 'Zoom Webinars', 'Webex Training', 'Adobe Connect'] },
  { name: 'Technical Writer', skills: ['Business Writing', 'Storyboarding', 'Microsoft 365', 'SharePoint'] },
  { name: 'Voice Talent', allowsPerUnitRates: true, skills: ['eLearning Narration', 'Audio Editing', 'Character Voices'] },
  { name: 'Coach', isInstructorType: true },
  { name: 'Instructional Designer / Developer', retired: true, skills: ['ADDIE Model', 'Articulate Storyline', 'SCORM'] },
];

/** The role split: talent holding a retired role choose one of its new roles. */
export const referenceRoleChanges = [
  {
    previousRole: 'Instructional Designer / Developer',
    newRole: 'Instructional Designer',
    notes: 'Choose this if you mostly analyse needs, write objectives and design the learning experience.',
  },
  {
    previousRole: 'Instructional Designer / Developer',
    newRole: 'eLearning Developer',
    notes: 'Choose this if you mostly build courses in authoring tools and publish SCORM packages.',
  },
] as const;

interface GroupSeed {
  discipline: 'Technical' | 'Soft Skills';
  name: string;
  skills: readonly string[];
  popular?: readonly string[];
}

export const referenceSkillGroups: readonly GroupSeed[] = [
  {
    discipline: 'Technical',
    name: 'Microsoft',
    skills: ['Microsoft Excel', 'Power BI', 'Microsoft 365', 'Microsoft Teams', 'SharePoint', 'Azure Fundamentals', 'Dynamics 365'],
    popular: ['Microsoft Excel', 'Power BI', 'Microsoft 365'],
  },
  {
    discipline: 'Technical',
    name: 'Salesforce',
    skills: ['Salesforce Sales Cloud', 'Salesforce Service Cloud', 'Salesforce Administration', 'Tableau'],
    popular: ['Salesforce Sales Cloud'],
  },
  { discipline: 'Technical', name: 'SAP', skills: ['SAP S/4HANA', 'SAP SuccessFactors', 'SAP Ariba'] },
  {
    discipline: 'Technical',
    name: 'Amazon Web Services',
    skills: ['AWS Cloud Practitioner', 'AWS Solutions Architect'],
    popular: ['AWS Cloud Practitioner'],
  },
  { discipline: 'Technical', name: 'Cisco', skills: ['Cisco CCNA', 'Webex Training'] },
  { discipline: 'Technical', name: 'Oracle', skills: ['Oracle Database', 'Oracle NetSuite'] },
  { discipline: 'Technical', name: 'Adobe', skills: ['Adobe Captivate', 'Adobe Premiere Pro', 'Adobe Connect', 'Audio Editing'] },
  { discipline: 'Technical', name: 'Articulate', skills: ['Articulate Storyline', 'Articulate Rise 360'], popular: ['Articulate Storyline'] },
  { discipline: 'Technical', name: 'ServiceNow', skills: ['ServiceNow ITSM'] },
  { discipline: 'Technical', name: 'Workday', skills: ['Workday HCM'] },
  { discipline: 'Technical', name: 'Zoom', skills: ['Zoom Webinars'] },
  {
    discipline: 'Technical',
    name: 'Other',
    skills: ['Python', 'SQL', 'Agile Scrum', 'ITIL 4', 'Cybersecurity Awareness', 'SCORM', 'HTML5 Animation', 'ADDIE Model', 'Storyboarding'],
    popular: ['Agile Scrum', 'Cybersecurity Awareness'],
  },
  {
    discipline: 'Soft Skills',
    name: 'Leadership',
    skills: ['Coaching Skills', 'Change Management', 'Emotional Intelligence', 'Delegation', 'Inclusive Leadership'],
    popular: ['Change Management', 'Emotional Intelligence'],
  },
  {
    discipline: 'Soft Skills',
    name: 'Communication',
    skills: ['Presentation Skills', 'Business Writing', 'Active Listening', 'Difficult Conversations'],
    popular: ['Presentation Skills'],
  },
  { discipline: 'Soft Skills', name: 'Sales', skills: ['Consultative Selling', 'Negotiation', 'Customer Service Excellence'] },
  {
    discipline: 'Soft Skills',
    name: 'Personal Effectiveness',
    skills: ['Time Management', 'Critical Thinking', 'Problem Solving', 'Resilience'],
    popular: ['Time Management'],
  },
  {
    discipline: 'Soft Skills',
    name: 'Learning Design',
    skills: ['Needs Analysis', 'Learning Objectives', 'Assessment Design', 'eLearning Narration', 'Character Voices'],
  },
  { discipline: 'Soft Skills', name: 'Other', skills: ['Design Thinking', 'Unconscious Bias Awareness'] },
];

export const referenceIndustries = [
  'Aerospace and Defense',
  'Automotive',
  'Banking and Financial Services',
  'Construction',
  'Education',
  'Energy and Utilities',
  'Government',
  'Healthcare',
  'Hospitality',
  'Information Technology',
  'Insurance',
  'Logistics and Transportation',
  'Manufacturing',
  'Media and Entertainment',
  'Nonprofit',
  'Pharmaceuticals and Life Sciences',
  'Professional Services',
  'Real Estate',
  'Retail',
  'Telecommunications',
] as const;

type LegalDocType = (typeof legalDocumentTypes)[number] | (typeof clientLegalDocumentTypes)[number];

const agreement = (title: string, ...paragraphs: string[]) => ({
  title,
  bodyHtml: `<h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`,
});

export const referenceLegalDocuments: Record<LegalDocType, { title: string; bodyHtml: string }> = {
  ICA: agreement(
    'Independent Contractor Agreement',
    'This agreement sets the terms on which you provide training services to clients of the marketplace as an independent contractor and not as an employee.',
    'You are responsible for your own taxes, insurance and equipment, and you keep the right to accept or decline any engagement.',
    'You will keep client information confidential and deliver the services described in each work order with professional care.',
  ),
  'Supplier Agreement': agreement(
    'Supplier Agreement',
    'This agreement sets the terms on which your agency supplies talent to clients of the marketplace.',
    'The agency is the employer or contracting party of the talent it proposes and remains responsible for their conduct, pay, taxes and insurance.',
  ),
  SOW: agreement(
    'Statement of Work',
    'This statement of work describes the training services, deliverables, schedule and fees agreed for a job.',
  ),
  NDA: agreement(
    'Mutual Non-Disclosure Agreement',
    'Each party will protect the confidential information of the other and use it only to evaluate and perform engagements through the marketplace.',
  ),
  MSA: agreement(
    'Master Services Agreement',
    'This agreement governs every statement of work between your company and the marketplace: fees, invoicing, liability and termination.',
  ),
  COC: agreement(
    'Code of Conduct',
    'Everyone working through the marketplace treats learners, clients and colleagues with respect, honesty and fairness.',
  ),
};

export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(
      referenceRoles.map((role, index) => ({
        name: role.name,
        isInstructorType: role.isInstructorType ?? false,
        allowsPerUnitRates: role.allowsPerUnitRates ?? false,
        sortOrder: index + 1,
        retiredAt: role.retired ? new Date('2025-01-01T00:00:00Z') : null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(skillGroups)
    .values(referenceSkillGroups.map(({ discipline, name }) => ({ discipline, name })))
    .onConflictDoNothing();
  const groupIds = new Map((await db.select().from(skillGroups)).map((g) => [`${g.discipline}/${g.name}`, g.id]));
  const seen = new Set<string>();
  const skillRows = referenceSkillGroups.flatMap((group) =>
    group.skills
      .filter((name) => !seen.has(name) && seen.add(name))
      .map((name) => ({ name, groupId: required(groupIds, `${group.discipline}/${group.name}`), isPopular: group.popular?.includes(name) ?? false })),
  );
  await db.insert(skills).values(skillRows).onConflictDoNothing();
  await db
    .insert(industries)
    .values(referenceIndustries.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(legalDocuments)
    .values(Object.entries(referenceLegalDocuments).map(([docType, doc]) => ({ docType: docType as LegalDocType, version: 1, ...doc })))
    .onConflictDoNothing();

  const lookup = await loadReference(db);
  await db
    .insert(roleChanges)
    .values(
      referenceRoleChanges.map((change) => ({
        previousRoleId: required(lookup.roles, change.previousRole),
        newRoleId: required(lookup.roles, change.newRole),
        notes: change.notes,
      })),
    )
    .onConflictDoNothing();
  const allApproved = [...lookup.skills.values()].map((s) => s.id);
  await db
    .insert(roleSkills)
    .values(
      referenceRoles.flatMap((role) => {
        const roleId = required(lookup.roles, role.name);
        const offered = role.isInstructorType ? allApproved : (role.skills ?? []).map((name) => required(lookup.skills, name).id);
        return offered.map((skillId) => ({ roleId, skillId, isSuggested: !role.isInstructorType }));
      }),
    )
    .onConflictDoNothing();
}

export interface ReferenceLookup {
  roles: Map<string, number>;
  skills: Map<string, { id: number; discipline: 'Technical' | 'Soft Skills' }>;
  industries: Map<string, number>;
  legalDocuments: Map<LegalDocType, number>;
}

/** Ids of the reference rows by name (approved skills only). */
export async function loadReference(db: Db): Promise<ReferenceLookup> {
  const skillRows = await db
    .select({ id: skills.id, name: skills.name, discipline: skillGroups.discipline })
    .from(skills)
    .innerJoin(skillGroups, eq(skills.groupId, skillGroups.id))
    .where(eq(skills.isApproved, true));
  const legal = await db
    .selectDistinctOn([legalDocuments.docType], { id: legalDocuments.id, docType: legalDocuments.docType })
    .from(legalDocuments)
    .orderBy(legalDocuments.docType, sql`${legalDocuments.version} desc`);
  return {
    roles: new Map((await db.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id])),
    skills: new Map(skillRows.map((s) => [s.name, { id: s.id, discipline: s.discipline }])),
    industries: new Map((await db.select().from(industries)).map((i) => [i.name, i.id])),
    legalDocuments: new Map(legal.map((d) => [d.docType, d.id])),
  };
}

export function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Reference data is missing ${String(key)}.`);
  return value;
}

/** The id of a language of api/master/data/languages.ts by its English name. */
export function languageId(name: string): number {
  const language = languages.find((l) => l.name === name);
  if (!language) throw new Error(`Unknown language ${name}.`);
  return language.id;
}
