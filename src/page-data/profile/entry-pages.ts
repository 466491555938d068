/**
 * The pages of the profile's list sections (entries.ts): their POST (add, edit or delete an entry), the list page
 * and the edit page of one entry.
 */
import type { Call } from '../../lib/api/operation.ts';
import { profileSectionTexts } from '#domain/profile-sections.ts';
import { handlePost, type FormState } from './form-post.ts';
import type { EntryView, Section } from './entries.ts';

/** The notices the entry pages show after a save. */
export const entryNotices = [profileSectionTexts.entryAdded, profileSectionTexts.entryUpdated, profileSectionTexts.entryDeleted];

type PageAstro = Parameters<typeof handlePost>[0] & { locals: { call: Call } };

/**
 * The POST of a section's pages: `form=add`, `form=edit` with `id`, or `form=delete` with `id`. After an edit or a
 * delete the talent goes back to the list; after adding, too, with the new entry in it.
 */
export function handleEntryPost(astro: PageAstro, section: Section): Promise<Response | FormState> {
  const list = section.path;
  return handlePost(
    astro,
    (form) => {
      const id = Number(form.get('id'));
      const kind = form.get('form');
      if (kind === 'delete') return section.remove(astro.locals.call, id);
      if (kind === 'edit') return section.change(astro.locals.call, id, form);
      return section.add(astro.locals.call, form);
    },
    () => list,
  );
}

/** What a section's page shows: the section, the state of its forms and its entries (null when they could not be loaded). */
export interface EntriesPageProps {
  section: Section;
  state: FormState;
  entries: EntryView[] | null;
}

/** A section's list page: its POST, then the entries. */
export async function entriesPage(astro: PageAstro, section: Section): Promise<Response | EntriesPageProps> {
  const state = await handleEntryPost(astro, section);
  if (state instanceof Response) return state;
  return { section, state, entries: await section.list(astro.locals.call) };
}

/**
 * A section's edit page (`?id=`): the list page with the entry of that id, or null (and 404) when the profile has
 * none; without a valid id, the list page's add form.
 */
export async function entryEditPage(astro: PageAstro, section: Section): Promise<Response | EntriesPageProps & { editing: EntryView | null }> {
  const id = Number(astro.url.searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) return astro.redirect(`${section.path}#add-entry`, 302);
  const page = await entriesPage(astro, section);
  if (page instanceof Response) return page;
  const editing = page.entries?.find((entry) => entry.id === id) ?? null;
  if (!editing) astro.response.status = 404;
  return { ...page, editing };
}
