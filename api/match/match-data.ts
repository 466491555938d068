/**
 * Reads the real job, the talents' profiles and their proposal rates, and builds the Match Logic facts from them:
 * one statement for the job and one for all the talent asked about, whatever their number.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  certifications,
  industries,
  instructorIndustries,
  instructorLanguages,
  instructorRoles,
  instructors,
  instructorSkills,
  projectIndustries,
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
import { buildMatchFacts, type MatchFacts } from '#domain/match-facts.ts';

const languageName = (id: number) => languages.find((l) => l.id === id)?.name ?? `Language ${id}`;

type Language = { languageId: number; proficiency: number };

/** A json array of the rows of a correlated subquery (empty when there are none). */
const jsonRows = <T>(fields: SQL, from: SQL) => sql<T[]>`coalesce((select json_agg(${fields}) ${from}), '[]'::json)`;

async function jobFacts(db: Db, projectId: number) {
  const [row] = await db
    .select({
      roles: sql<string[]>`array(select ${roles.name} from ${projectRoles} inner join ${roles} on ${eq(roles.id, projectRoles.roleId)} where ${eq(projectRoles.projectId, projectId)})`,
      skills: sql<string[]>`array(select ${skills.name} from ${projectSkills} inner join ${skills} on ${eq(skills.id, projectSkills.skillId)} where ${eq(projectSkills.projectId, projectId)})`,
      languages: jsonRows<Language>(
        sql`json_build_object('languageId', ${projectLanguages.languageId}, 'proficiency', ${projectLanguages.proficiency})`,
        sql`from ${projectLanguages} where ${eq(projectLanguages.projectId, projectId)}`,
      ),
      industries: sql<string[]>`array(select ${industries.name} from ${projectIndustries} inner join ${industries} on ${eq(industries.id, projectIndustries.industryId)} where ${eq(projectIndustries.projectId, projectId)})`,
    })
    .from(sql`(select 1) as job`);
  return row ?? { roles: [], skills: [], languages: [], industries: [] };
}

async function talentFacts(db: Db, projectId: number, instrIds: number[]) {
  return db
    .select({
      id: instructors.id,
      firstName: instructors.firstName,
      lastName: instructors.lastName,
      country: instructors.countryCode,
      state: instructors.stateCode,
      timeZone: instructors.timeZone,
      rate: sql<number | null>`(select ${proposals.rate} from ${proposals} where ${and(eq(proposals.projectId, projectId), eq(proposals.instrId, instructors.id))})`,
      roles: jsonRows<{ role: string; startYear: number }>(
        sql`json_build_object('role', ${roles.name}, 'startYear', ${instructorRoles.startYear})`,
        sql`from ${instructorRoles} inner join ${roles} on ${eq(roles.id, instructorRoles.roleId)} where ${eq(instructorRoles.instrId, instructors.id)}`,
      ),
      skills: jsonRows<{ skill: string; certifiedToTeach: boolean }>(
        sql`json_build_object('skill', ${skills.name}, 'certifiedToTeach', ${instructorSkills.certifiedToTeach})`,
        sql`from ${instructorSkills} inner join ${instructorRoles} on ${eq(instructorRoles.id, instructorSkills.instructorRoleId)} inner join ${skills} on ${eq(
          skills.id,
          instructorSkills.skillId,
        )} where ${eq(instructorRoles.instrId, instructors.id)}`,
      ),
      languages: jsonRows<Language>(
        sql`json_build_object('languageId', ${instructorLanguages.languageId}, 'proficiency', ${instructorLanguages.proficiency})`,
        sql`from ${instructorLanguages} where ${eq(instructorLanguages.instrId, instructors.id)}`,
      ),
      industries: sql<string[]>`array(select ${industries.name} from ${instructorIndustries} inner join ${industries} on ${eq(industries.id, instructorIndustries.industryId)} where ${eq(instructorIndustries.instrId, instructors.id)})`,
      trustBadge: instructors.trustBadge,
      profileStatus: instructors.profileStatus,
      certifications: sql<string[]>`array(select ${certifications.name} from ${certifications} where ${eq(certifications.instrId, instructors.id)})`,
      work: jsonRows<{ startDate: string; endDate: string | null; isCurrent: boolean }>(
        sql`json_build_object('startDate', ${workExperiences.startDate}, 'endDate', ${workExperiences.endDate}, 'isCurrent', ${workExperiences.isCurrent})`,
        sql`from ${workExperiences} where ${eq(workExperiences.instrId, instructors.id)}`,
      ),
      ratings: sql<number[]>`array(select ${reviews.rating} from ${reviews} where ${eq(reviews.instrId, instructors.id)})`,
    })
    .from(instructors)
    .where(inArray(instructors.id, instrIds));
}

export interface TalentMatch {
  /** The rate of the talent's proposal on the job; null without one. */
  proposedRate: number | null;
  /** The facts, with the proposal's rate (unpriced without one). */
  facts: MatchFacts;
}

/** The Match Logic facts of each talent (that exists) for the job. */
export async function loadMatchFacts(db: Db, project: ProjectRow, instrIds: number[], today: Date): Promise<Map<number, TalentMatch>> {
  if (instrIds.length === 0) return new Map();
  const [job, talents] = await Promise.all([jobFacts(db, project.id), talentFacts(db, project.id, instrIds)]);
  const jobInput = {
    title: project.title,
    roles: job.roles,
    skills: job.skills,
    rateType: project.rateType,
    rateMin: project.rateMin,
    rateMax: project.rateMax,
    rateNegotiable: project.rateNegotiable,
    languages: job.languages.map((l) => ({ language: languageName(l.languageId), proficiency: l.proficiency })),
    industries: job.industries,
    locationType: project.locationType,
    country: project.countryCode,
    state: project.stateCode,
    timeZone: project.timeZone,
    isCertificationRequired: project.isCertificationRequired,
    certificationRequiredComments: project.certificationRequiredComments,
  };
  const matches = new Map<number, TalentMatch>();
  for (const talent of talents) {
    const proposedRate = talent.rate === null ? null : Number(talent.rate);
    const facts = buildMatchFacts(
      jobInput,
      {
        firstName: talent.firstName,
        lastName: talent.lastName,
        roles: talent.roles,
        // A skill claimed under several roles counts once; certified in any of them counts.
        skills: [...new Map(talent.skills.map((s) => [s.skill, s])).keys()].map((skill) => ({
          skill,
          certifiedToTeach: talent.skills.some((s) => s.skill === skill && s.certifiedToTeach),
        })),
        languages: talent.languages.map((l) => ({ language: languageName(l.languageId), proficiency: l.proficiency })),
        industries: talent.industries,
        trustBadge: talent.trustBadge,
        profileStatus: talent.profileStatus,
        country: talent.country,
        state: talent.state,
        timeZone: talent.timeZone,
        certifications: talent.certifications,
        workHistory: talent.work.map((w) => ({ startDate: w.startDate, endDate: w.isCurrent ? null : w.endDate })),
        ratings: talent.ratings.map(Number),
      },
      proposedRate,
      today,
    );
    matches.set(talent.id, { proposedRate, facts });
  }
  return matches;
}
