/**
 * Courses of a talent profile, by the profile's owner: the talent, or the owner of the
 * talent's agency with instrId. Each write answers { message, profileStatus, courses } so the page redraws from it.
 */
import { z } from 'zod';
import { courseAddBody, courseDeleteQuery, courseListQuery, courseUpdateBody } from '#domain/courses.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import { profileStatusSchema } from '#domain/profile-status.ts';
import { addCourse, course, deleteCourse, listCourses, updateCourse } from './courses.ts';
import { sectionRoutes } from './section-routes.ts';

const shape = '{ courseID, title, description, courseOutline }';
const coursesChanged = z.object({ message: z.string(), profileStatus: profileStatusSchema, courses: z.array(course) });

export const courseRoutes = sectionRoutes(
  { controller: 'Course', field: 'courses', entry: course, list: listCourses, changed: coursesChanged },
  {
    list: { summary: `The courses of the caller’s profile (or an agency talent’s by instrId), in the order added: [${shape}]`, query: courseListQuery },
    post: {
      summary: 'Add a course: title (unique among the courses), description (at most 100 characters), optional courseOutline. Answers { message, profileStatus, courses }',
      input: courseAddBody,
      message: profileSectionTexts.entryAdded,
      write: (deps, { user, profile }, body) => addCourse(deps, user.userId, profile.instrId, body),
    },
    put: { summary: 'Replace a course of the profile by courseID: { message, profileStatus, courses }', input: courseUpdateBody, message: profileSectionTexts.entryUpdated, write: (deps, { profile }, body) => updateCourse(deps, profile.instrId, body.courseID, body) },
    delete: { summary: 'Remove a course of the profile by courseID: { message, profileStatus, courses }', input: courseDeleteQuery, message: profileSectionTexts.entryDeleted, write: (deps, { profile }, query) => deleteCourse(deps, profile.instrId, query.courseID) },
  },
);
