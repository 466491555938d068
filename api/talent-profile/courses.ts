/** Courses of a talent profile, in the order they were added. */
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { courses } from '../db/schema/index.ts';
import { conflict } from '../http/errors.ts';
import { uniqueOr } from '../db/errors.ts';
import { holdListLimit } from '../http/list-limit.ts';
import { courseLimits, courseTexts, type CourseInput } from '#domain/courses.ts';
import { messages } from '#domain/messages.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { changeProfile } from '../talent-standing/profile-write.ts';
import { deleteEntry, updateEntry } from './profile-entry.ts';

export const course = z.object({
  courseID: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  courseOutline: z.string().nullable(),
});
export type Course = z.infer<typeof course>;

const columns = { courseID: courses.id, title: courses.title, description: courses.description, courseOutline: courses.courseOutline };

export function listCourses(db: Db, instrId: number): Promise<Course[]> {
  return db.select(columns).from(courses).where(eq(courses.instrId, instrId)).orderBy(asc(courses.id));
}

const values = (input: CourseInput) => ({ title: input.title, description: input.description, courseOutline: input.courseOutline ?? null });
const sameTitle = () => conflict(messages.portfolio.sameTitle, { title: [messages.portfolio.sameTitle] });

/** A write whose title is taken by another course of the profile answers the spec's 409. */
function withUniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  return uniqueOr((constraint) => (constraint === 'courses_title_key' ? sameTitle() : undefined), write);
}

export function addCourse(deps: Deps, userId: number, instrId: number, input: CourseInput): Promise<ProfileStatus> {
  return withUniqueTitle(() =>
    changeProfile(deps, instrId, async (tx) => {
      await holdListLimit(tx, { list: 'courses', max: courseLimits.perProfile, message: courseTexts.tooMany }, instrId, () => tx.$count(courses, eq(courses.instrId, instrId)));
      await tx.insert(courses).values({ instrId, addedByUserId: userId, ...values(input) });
    }),
  );
}

export function updateCourse(deps: Deps, instrId: number, id: number, input: CourseInput): Promise<ProfileStatus> {
  return withUniqueTitle(() =>
    changeProfile(deps, instrId, async (tx) => {
      await updateEntry(tx, courses, instrId, id, { ...values(input), updatedAt: deps.now() }, courseTexts.notFound);
    }),
  );
}

export function deleteCourse(deps: Deps, instrId: number, id: number): Promise<ProfileStatus> {
  return changeProfile(deps, instrId, async (tx) => {
    await deleteEntry(tx, courses, instrId, id, courseTexts.notFound);
  });
}
