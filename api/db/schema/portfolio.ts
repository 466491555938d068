/** Portfolio: documents (InstrDocuments), links and videos (InstrURLs), courses (InstrCourses). */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blobs, instructors, users } from './accounts.ts';
import { reference, timestamps } from './columns.ts';

const common = () => ({
  instrId: reference('instr_id', () => instructors.id, { onDelete: 'cascade' }).notNull(),
  title: text('title').notNull(),
  description: text('description'),
  thumbnailBlobId: uuid('thumbnail_blob_id').references(() => blobs.id),
  addedByUserId: reference('added_by_user_id', () => users.id),
  ...timestamps(),
});

/** docID: a file (PDF or image) with a title and a description of at most 100 characters. */
export const portfolioDocuments = pgTable(
  'portfolio_documents',
  {
    id: serial('id').primaryKey(),
    ...common(),
    blobId: uuid('blob_id')
      .notNull()
      .references(() => blobs.id),
  },
  (t) => [uniqueIndex('portfolio_documents_title_key').on(t.instrId, sql`lower(${t.title})`)],
);

/** webID: a web link (urlTypeId 1) or a video link (urlTypeId 13). */
export const portfolioLinks = pgTable(
  'portfolio_links',
  {
    id: serial('id').primaryKey(),
    ...common(),
    url: text('url').notNull(),
    urlTypeId: smallint('url_type_id').notNull().default(1),
  },
  (t) => [
    uniqueIndex('portfolio_links_title_key').on(t.instrId, sql`lower(${t.title})`),
    uniqueIndex('portfolio_links_url_key').on(t.instrId, t.url),
    check('portfolio_links_url_type', sql`${t.urlTypeId} in (1, 13)`),
  ],
);

/** courseID: a course the talent teaches, with its outline and an optional file. */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    ...common(),
    courseOutline: text('course_outline'),
    blobId: uuid('blob_id').references(() => blobs.id),
  },
  (t) => [uniqueIndex('courses_title_key').on(t.instrId, sql`lower(${t.title})`), index('courses_instr_idx').on(t.instrId)],
);
