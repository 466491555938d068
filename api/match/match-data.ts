/** Reads the real job, the talent's profile and the proposal rate, and builds the Match Logic facts from them. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  certifications,
  instructorLanguages,
  instructorRoles,
  instructors,
  instructorSkills,
  projectLanguages,
  projectRoles,
  projectSkills,
  proposals,
  reviews,
  roles,
  skills,
  workExperiences,
} from '../db/schema/index.ts';
import { languages } from '../master/data/languages.ts';
import type { ProjectRow } from '../access/client-job.ts';
import { buildMatchFacts, type MatchFacts } from '../../src/domain/match-facts.ts';

const languageName = (id: number) => languages.find((l) => l.id === id)?.name ?? `Language ${id}`;

export async function proposalRateOf(db: Db, projectId: number, instrId: number): Promise<number | null> {
  const [row] = await db
    .select({ rate: proposals.rate })
    .from(proposals)
    .where(and(eq(proposals.projectId, projectId), eq(proposals.instrId, instrId)));
  return row?.rate ?? null;
}

export async function loadMatchFacts(db: Db, project: ProjectRow, instrId: number, proposedRate: number, today: Date): Promise<MatchFacts> {
  const [talent] = await db.select().from(instructors).where(eq(instructors.id, instrId));
  if (!talent) throw new Error(`Talent ${instrId} is missing.`);
  const jobRoles = await db.select({ name: roles.name }).from(projectRoles).innerJoin(roles, eq(roles.id, projectRoles.roleId)).where(eq(projectRoles.projectId, project.id));
  const jobSkills = await db.select({ name: skills.name }).from(projectSkills).innerJoin(skills, eq(skills.id, projectSkills.skillId)).where(eq(projectSkills.projectId, project.id));
  const jobLanguages = await db.select().from(projectLanguages).where(eq(projectLanguages.projectId, project.id));
  const talentRoles = await db
    .select({ role: roles.name, startYear: instructorRoles.startYear })
    .from(instructorRoles)
    .innerJoin(roles, eq(roles.id, instructorRoles.roleId))
    .where(eq(instructorRoles.instrId, instrId));
  const talentSkills = await db
    .select({ skill: skills.name, certifiedToTeach: instructorSkills.certifiedToTeach })
    .from(instructorSkills)
    .innerJoin(instructorRoles, eq(instructorRoles.id, instructorSkills.instructorRoleId))
    .innerJoin(skills, eq(skills.id, instructorSkills.skillId))
    .where(eq(instructorRoles.instrId, instrId));
  const talentLanguages = await db.select().from(instructorLanguages).where(eq(instructorLanguages.instrId, instrId));
  const certs = await db.select({ name: certifications.name }).from(certifications).where(eq(certifications.instrId, instrId));
  const work = await db
    .select({ startDate: workExperiences.startDate, endDate: workExperiences.endDate, isCurrent: workExperiences.isCurrent })
    .from(workExperiences)
    .where(eq(workExperiences.instrId, instrId));
  const ratings = await db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.instrId, instrId));
  return buildMatchFacts(
    {
      title: project.title,
      roles: jobRoles.map((r) => r.name),
      skills: jobSkills.map((s) => s.name),
      rateType: project.rateType,
      rateMin: project.rateMin,
      rateMax: project.rateMax,
      rateNegotiable: project.rateNegotiable,
      languages: jobLanguages.map((l) => ({ language: languageName(l.languageId), proficiency: l.proficiency })),
      locationType: project.locationType,
      country: project.countryCode,
      state: project.stateCode,
      timeZone: project.timeZone,
      isCertificationRequired: project.isCertificationRequired,
      certificationRequiredComments: project.certificationRequiredComments,
    },
    {
      firstName: talent.firstName,
      lastName: talent.lastName,
      roles: talentRoles,
      // A skill claimed under several roles counts once; certified in any of them counts.
      skills: [...new Map(talentSkills.map((s) => [s.skill, s])).keys()].map((skill) => ({
        skill,
        certifiedToTeach: talentSkills.some((s) => s.skill === skill && s.certifiedToTeach),
      })),
      languages: talentLanguages.map((l) => ({ language: languageName(l.languageId), proficiency: l.proficiency })),
      country: talent.countryCode,
      state: talent.stateCode,
      timeZone: talent.timeZone,
      certifications: certs.map((c) => c.name),
      workHistory: work.map((w) => ({ startDate: w.startDate, endDate: w.isCurrent ? null : w.endDate })),
      ratings: ratings.map((r) => r.rating),
    },
    proposedRate,
    today,
  );
}
