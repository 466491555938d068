/**
 * Courses of a talent profile, by the profile's owner: the talent, or the owner of the
 * talent's agency with instrId. Each write answers { message, profileStatus, courses } so the page redraws from it.
 */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { profileOwner } from '../access/people.ts';
import { courseAddBody, courseDeleteQuery, courseListQuery, courseUpdateBody } from '#domain/courses.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import { profileStatusSchema } from '#domain/profile-status.ts';
import { addCourse, course, deleteCourse, listCourses, updateCourse } from './courses.ts';

const shape = '{ courseID, title, description, courseOutline }';
const coursesChanged = z.object({ message: z.string(), profileStatus: profileStatusSchema, courses: z.array(course) });

export const courseRoutes = [
  route({
    method: 'get',
    path: '/api/Course/GetAll',
    summary: `The courses of the caller’s profile (or an agency talent’s by instrId), in the order added: [${shape}]`,
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: courseListQuery,
    response: z.array(course),
    handler: ({ deps, actor }) => listCourses(deps.db, actor.profile.instrId),
  }),
  route({
    method: 'post',
    path: '/api/Course/Post',
    summary: 'Add a course: title (unique among the courses), description (at most 100 characters), optional courseOutline. Answers { message, profileStatus, courses }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: courseAddBody,
    response: coursesChanged,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await addCourse(deps, actor.user.userId, actor.profile.instrId, body);
      return { message: profileSectionTexts.entryAdded, profileStatus, courses: await listCourses(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'put',
    path: '/api/Course/Put',
    summary: 'Replace a course of the profile by courseID: { message, profileStatus, courses }',
    access: profileOwner,
    of: ({ body }) => body.instrId,
    body: courseUpdateBody,
    response: coursesChanged,
    handler: async ({ deps, actor, body }) => {
      const profileStatus = await updateCourse(deps, actor.profile.instrId, body.courseID, body);
      return { message: profileSectionTexts.entryUpdated, profileStatus, courses: await listCourses(deps.db, actor.profile.instrId) };
    },
  }),
  route({
    method: 'delete',
    path: '/api/Course/Delete',
    summary: 'Remove a course of the profile by courseID: { message, profileStatus, courses }',
    access: profileOwner,
    of: ({ query }) => query.instrId,
    query: courseDeleteQuery,
    response: coursesChanged,
    handler: async ({ deps, actor, query }) => {
      const profileStatus = await deleteCourse(deps, actor.profile.instrId, query.courseID);
      return { message: profileSectionTexts.entryDeleted, profileStatus, courses: await listCourses(deps.db, actor.profile.instrId) };
    },
  }),
];
