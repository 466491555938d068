/**
 * Relations of a job's tables, for the job view read in one `db.query…with` (api/project/job-view.ts).
 * They describe joins only: no column or constraint of the database comes from here.
 */
import { relations, type AnyColumn, type AnyTable } from 'drizzle-orm';
import { blobs, companies } from './accounts.ts';
import { industries } from './industries.ts';
import { internalTeamMembers, projectTeam } from './job-people.ts';
import { projectDocuments, projectIndustries, projectLanguages, projectRoles, projects, projectSkills, projectTimelines } from './jobs.ts';
import { roles, skills } from './skills.ts';

/** The relation of a row of a job to its job (its projectId), for tables that link nothing else. */
const belongsToJob = <TName extends string, TProjectId extends AnyColumn<{ tableName: TName }>>(
  table: AnyTable<{ name: TName }> & { projectId: TProjectId },
) => relations(table, ({ one }) => ({ project: one(projects, { fields: [table.projectId], references: [projects.id] }) }));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  company: one(companies, { fields: [projects.companyId], references: [companies.id] }),
  roles: many(projectRoles),
  skills: many(projectSkills),
  industries: many(projectIndustries),
  languages: many(projectLanguages),
  documents: many(projectDocuments),
  timelines: many(projectTimelines),
  team: many(projectTeam),
}));

export const projectRolesRelations = relations(projectRoles, ({ one }) => ({
  project: one(projects, { fields: [projectRoles.projectId], references: [projects.id] }),
  role: one(roles, { fields: [projectRoles.roleId], references: [roles.id] }),
}));

export const projectSkillsRelations = relations(projectSkills, ({ one }) => ({
  project: one(projects, { fields: [projectSkills.projectId], references: [projects.id] }),
  skill: one(skills, { fields: [projectSkills.skillId], references: [skills.id] }),
}));

export const projectIndustriesRelations = relations(projectIndustries, ({ one }) => ({
  project: one(projects, { fields: [projectIndustries.projectId], references: [projects.id] }),
  industry: one(industries, { fields: [projectIndustries.industryId], references: [industries.id] }),
}));

export const projectLanguagesRelations = belongsToJob(projectLanguages);

export const projectDocumentsRelations = relations(projectDocuments, ({ one }) => ({
  project: one(projects, { fields: [projectDocuments.projectId], references: [projects.id] }),
  blob: one(blobs, { fields: [projectDocuments.blobId], references: [blobs.id] }),
}));

export const projectTimelinesRelations = belongsToJob(projectTimelines);

export const projectTeamRelations = relations(projectTeam, ({ one }) => ({
  project: one(projects, { fields: [projectTeam.projectId], references: [projects.id] }),
  member: one(internalTeamMembers, { fields: [projectTeam.memberId], references: [internalTeamMembers.id] }),
}));
