/** The Files controller (ours, decision record 150): the lists behind /project/files and /documents. */
import { z } from 'zod';
import { route } from '../contract/route.ts';
import { signedIn } from '../access/people.ts';
import { jobReader } from '../access/records.ts';
import { fileEntry, myDocumentsQuery, projectFilesAnswer, projectFilesQuery } from '#domain/files.ts';
import { myDocuments, projectFiles } from './files.ts';

export const filesRoutes = [
  route({
    method: 'get',
    path: '/api/Files/GetProjectFiles',
    summary: 'The documents of a job for anyone who may see it (client contacts of the job, talent with access): { projectId, title, files }',
    access: jobReader,
    query: projectFilesQuery,
    response: projectFilesAnswer,
    handler: ({ deps, actor }) => projectFiles(deps, actor),
  }),
  route({
    method: 'get',
    path: '/api/Files/GetMyDocuments',
    summary: 'The caller\'s documents: tabId 1 job documents, 2 proposal supporting documents (each with projectId, projectTitle, talentName)',
    access: signedIn,
    query: myDocumentsQuery,
    response: z.array(fileEntry),
    handler: ({ deps, user, query }) => myDocuments(deps, user, query.tabId),
  }),
];
