import { describe, expect, it } from 'vitest';
import { courseTexts } from '#domain/courses.ts';
import { messages } from '#domain/messages.ts';
import { portfolioTexts } from '#domain/portfolio.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import { profileApiPerFile } from '../testing/profile-api.ts';

describe('Course', () => {
  const api = profileApiPerFile();

  const aws = { title: 'AWS for architects', description: 'Three days of cloud architecture', courseOutline: 'Day 1: compute\nDay 2: storage' };

  it('adds, lists, changes and deletes the courses of the caller’s own profile, which the profile then shows', async () => {
    const talent = await api.people.talent('Cora');
    expect((await api.send('GET', '/api/Course/GetAll', talent.token)).body).toEqual([]);
    const added = await api.send('POST', '/api/Course/Post', talent.token, { body: aws });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ message: profileSectionTexts.entryAdded, courses: [{ ...aws }] });
    const courseID = (added.body.courses as Array<{ courseID: number }>)[0]?.courseID ?? 0;

    const blankOutline = await api.send('PUT', '/api/Course/Put', talent.token, { body: { courseID, title: 'AWS for Architects', description: 'Two days', courseOutline: ' ' } });
    expect(blankOutline.body).toMatchObject({ message: profileSectionTexts.entryUpdated, courses: [{ courseID, title: 'AWS for Architects', description: 'Two days', courseOutline: null }] });
    const profile = await api.send('GET', '/api/TrainerProfile/Get', talent.token);
    expect(profile.body.portfolioCourses).toMatchObject([{ courseID, title: 'AWS for Architects', description: 'Two days' }]);
    expect((profile.body.counts as { courses: number }).courses).toBe(1);

    const deleted = await api.send('DELETE', '/api/Course/Delete', talent.token, { query: { courseID } });
    expect(deleted.body).toMatchObject({ message: profileSectionTexts.entryDeleted, courses: [] });
    expect((await api.send('DELETE', '/api/Course/Delete', talent.token, { query: { courseID } })).body.message).toBe(courseTexts.notFound);
  });

  it('answers the portfolio rules: title required and unique, description required and at most 100 characters, outline at most 4000', async () => {
    const talent = await api.people.talent('Cato');
    await api.send('POST', '/api/Course/Post', talent.token, { body: aws });
    const cases: Array<[Record<string, unknown>, number, Record<string, string[]>]> = [
      [{ ...aws, title: ' ' }, 400, { title: [portfolioTexts.titleRequired] }],
      [{ ...aws, title: 'aws FOR architects' }, 409, { title: [messages.portfolio.sameTitle] }],
      [{ ...aws, title: 'Other', description: '' }, 400, { description: [portfolioTexts.descriptionRequired] }],
      [{ ...aws, title: 'Other', description: 'x'.repeat(101) }, 400, { description: [portfolioTexts.descriptionTooLong] }],
      [{ ...aws, title: 'Other', courseOutline: 'x'.repeat(4001) }, 400, { courseOutline: [courseTexts.outlineTooLong] }],
    ];
    for (const [body, status, errors] of cases) {
      const res = await api.send('POST', '/api/Course/Post', talent.token, { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.body.errors).toEqual(errors);
    }
  });

  it('keeps another talent out of a course: its id answers as not found', async () => {
    const owner = await api.people.talent('Omar');
    const courseID = ((await api.send('POST', '/api/Course/Post', owner.token, { body: aws })).body.courses as Array<{ courseID: number }>)[0]?.courseID ?? 0;
    const other = await api.people.talent('Otis');
    const changed = await api.send('PUT', '/api/Course/Put', other.token, { body: { ...aws, courseID } });
    expect(changed).toMatchObject({ status: 404, body: { message: courseTexts.notFound } });
    expect((await api.send('DELETE', '/api/Course/Delete', other.token, { query: { courseID } })).status).toBe(404);
    expect((await api.send('GET', '/api/Course/GetAll', owner.token)).body).toHaveLength(1);
  });
});
