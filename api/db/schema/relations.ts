/**
 * Relations of the talent profile's tables, for views read in one `db.query…with` (api/talent-profile/profile-view.ts).
 * They describe joins only: no column or constraint of the database comes from here.
 */
import { relations, type AnyColumn, type AnyTable } from 'drizzle-orm';
import { blobs, contacts, instructors } from './accounts.ts';
import { industries } from './industries.ts';
import { projects } from './jobs.ts';
import { courses, portfolioDocuments, portfolioLinks } from './portfolio.ts';
import { reviews } from './reviews.ts';
import { roles, skills } from './skills.ts';
import {
  certifications,
  educations,
  instructorIndustries,
  instructorLanguages,
  instructorRoles,
  instructorSkills,
  workExperiences,
} from './talent-profile.ts';
import { testimonialRequests, testimonials } from './testimonials.ts';

/** The relation of a row of a talent's profile to its talent (its instrId), for tables that link nothing else. */
const belongsToTalent = <TName extends string, TInstrId extends AnyColumn<{ tableName: TName }>>(
  table: AnyTable<{ name: TName }> & { instrId: TInstrId },
) => relations(table, ({ one }) => ({ talent: one(instructors, { fields: [table.instrId], references: [instructors.id] }) }));

export const instructorsRelations = relations(instructors, ({ many }) => ({
  roles: many(instructorRoles),
  languages: many(instructorLanguages),
  industries: many(instructorIndustries),
  portfolioDocuments: many(portfolioDocuments),
  portfolioLinks: many(portfolioLinks),
  courses: many(courses),
  certifications: many(certifications),
  workExperiences: many(workExperiences),
  educations: many(educations),
  testimonialRequests: many(testimonialRequests),
  reviews: many(reviews),
}));

export const instructorRolesRelations = relations(instructorRoles, ({ one, many }) => ({
  talent: one(instructors, { fields: [instructorRoles.instrId], references: [instructors.id] }),
  role: one(roles, { fields: [instructorRoles.roleId], references: [roles.id] }),
  skills: many(instructorSkills),
}));

export const instructorSkillsRelations = relations(instructorSkills, ({ one }) => ({
  instructorRole: one(instructorRoles, { fields: [instructorSkills.instructorRoleId], references: [instructorRoles.id] }),
  skill: one(skills, { fields: [instructorSkills.skillId], references: [skills.id] }),
}));

export const instructorLanguagesRelations = belongsToTalent(instructorLanguages);

export const instructorIndustriesRelations = relations(instructorIndustries, ({ one }) => ({
  talent: one(instructors, { fields: [instructorIndustries.instrId], references: [instructors.id] }),
  industry: one(industries, { fields: [instructorIndustries.industryId], references: [industries.id] }),
}));

export const portfolioDocumentsRelations = relations(portfolioDocuments, ({ one }) => ({
  talent: one(instructors, { fields: [portfolioDocuments.instrId], references: [instructors.id] }),
  blob: one(blobs, { fields: [portfolioDocuments.blobId], references: [blobs.id] }),
}));

export const portfolioLinksRelations = belongsToTalent(portfolioLinks);

export const coursesRelations = belongsToTalent(courses);

export const certificationsRelations = belongsToTalent(certifications);

export const workExperiencesRelations = belongsToTalent(workExperiences);

export const educationsRelations = belongsToTalent(educations);

export const testimonialRequestsRelations = relations(testimonialRequests, ({ one }) => ({
  talent: one(instructors, { fields: [testimonialRequests.instrId], references: [instructors.id] }),
  testimonial: one(testimonials),
}));

export const testimonialsRelations = relations(testimonials, ({ one }) => ({
  request: one(testimonialRequests, { fields: [testimonials.requestId], references: [testimonialRequests.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  talent: one(instructors, { fields: [reviews.instrId], references: [instructors.id] }),
  project: one(projects, { fields: [reviews.projectId], references: [projects.id] }),
  contact: one(contacts, { fields: [reviews.contactId], references: [contacts.id] }),
}));
