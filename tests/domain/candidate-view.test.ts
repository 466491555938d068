import { describe, expect, it } from 'vitest';
import { candidateHref, readCandidateQuery } from '#domain/candidate-view.ts';
import { notesButton } from '#domain/talent-notes.ts';

const read = (search: string) => readCandidateQuery(new URLSearchParams(search));

describe('the candidate view’s address', () => {
  it('reads the keys case-insensitively, with or without underscores', () => {
    for (const search of ['projectId=12&instrId=34', 'project_id=12&instr_id=34', 'PROJECTID=12&InstrID=34', 'Project_Id=12&INSTR_ID=34&hash=']) {
      expect(read(search)).toMatchObject({ projectId: 12, instrId: 34, hash: null, edit: false });
    }
    expect(read('projectid=1&instrid=2&HASH=abc.def&Mode=EDIT')).toEqual({ projectId: 1, instrId: 2, hash: 'abc.def', edit: true });
  });

  it('takes the first of repeated keys and refuses ids that are not positive integers', () => {
    expect(read('projectId=5&project_id=6&instrId=7').projectId).toBe(5);
    for (const bad of ['0', '-1', '1.5', 'x', '99999999999', '']) expect(read(`projectId=${bad}&instrId=1`).projectId).toBeNull();
    expect(read('instrId=1').projectId).toBeNull();
  });

  it('answers to jobId and instructorId too, and ignores spaces around the values', () => {
    expect(read('jobId=%2012%20&instructor_id=34&hash=%20a.b%20')).toEqual({ projectId: 12, instrId: 34, hash: 'a.b', edit: false });
  });

  it('takes ids up to the largest the database stores', () => {
    expect(read('projectId=2147483647&instrId=1').projectId).toBe(2147483647);
    expect(read('projectId=2147483648&instrId=1').projectId).toBeNull();
  });

  it('writes links the reader reads back', () => {
    const href = candidateHref({ projectId: 3, instrId: 4, hash: 'a.b', edit: true });
    expect(href).toBe('/candidate?projectId=3&instrId=4&hash=a.b&mode=edit');
    expect(read(href.split('?')[1] ?? '')).toEqual({ projectId: 3, instrId: 4, hash: 'a.b', edit: true });
    expect(candidateHref({ projectId: 3, instrId: 4 })).toBe('/candidate?projectId=3&instrId=4');
  });
});

describe('the Save button of Your Notes', () => {
  it('is enabled by an edit only, and reads Notes Updated after saving until the next edit', () => {
    expect(notesButton('unchanged')).toEqual({ label: 'Save', disabled: true });
    expect(notesButton('edited')).toEqual({ label: 'Save', disabled: false });
    expect(notesButton('saving')).toEqual({ label: 'Save', disabled: true });
    expect(notesButton('saved')).toEqual({ label: 'Notes Updated', disabled: true });
  });
});
