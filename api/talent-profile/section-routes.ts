/**
 * The routes of a list on a talent profile that the profile's owner edits (work experience, education, certifications,
 * courses, languages, references): GetAll lists it; each write answers { message, profileStatus, <the list> } with the
 * list as it now is, so the page redraws from one answer.
 */
import { z } from 'zod';
import type { AnyRoute, Schema, Wire } from '../contract/route.ts';
import type { ProfileOwnerActor } from '../access/people.ts';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { ProfileStatus } from '#domain/profile-status.ts';
import { ownProfileDelete, ownProfileRead, ownProfileWrite, type NamesProfile } from './own-profile-routes.ts';

export interface SectionList<E> {
  /** The controller's name: the routes are /api/<controller>/GetAll, Post, Put and Delete. */
  controller: string;
  /** The field of a write's answer that carries the list. */
  field: string;
  entry: z.ZodType<E>;
  list: (db: Db, instrId: number) => Promise<Wire<E>[]>;
  /** The answer of a write: { message, profileStatus, <field> }. */
  changed: Schema;
}

type Write<I> = (deps: Deps, actor: ProfileOwnerActor, input: I) => Promise<ProfileStatus>;

interface WriteRoute<S extends NamesProfile> {
  summary: string;
  input: S;
  message: string;
  write: Write<z.output<S>>;
}

/** GetAll: the list of the caller's profile, or of an agency talent's by instrId. */
export function sectionListRoute<E, Q extends NamesProfile>(section: SectionList<E>, summary: string, query: Q): AnyRoute {
  return ownProfileRead({ path: `/api/${section.controller}/GetAll`, summary, query, response: z.array(section.entry) }, (deps, instrId) => section.list(deps.db, instrId));
}

async function changed<E>(section: SectionList<E>, deps: Deps, actor: ProfileOwnerActor, message: string, profileStatus: ProfileStatus) {
  return { message, profileStatus, [section.field]: await section.list(deps.db, actor.profile.instrId) };
}

/** A write with a JSON body (Post, Put, or another action of the controller). */
export function sectionBodyRoute<E, B extends NamesProfile>(section: SectionList<E>, method: 'post' | 'put', action: string, w: WriteRoute<B>): AnyRoute {
  return ownProfileWrite({ method, path: `/api/${section.controller}/${action}`, summary: w.summary, body: w.input, response: section.changed }, async (deps, actor, body) =>
    changed(section, deps, actor, w.message, await w.write(deps, actor, body)),
  );
}

/** Delete: removes one entry named by the query. */
export function sectionDeleteRoute<E, Q extends NamesProfile>(section: SectionList<E>, w: WriteRoute<Q>): AnyRoute {
  return ownProfileDelete({ path: `/api/${section.controller}/Delete`, summary: w.summary, query: w.input, response: section.changed }, async (deps, actor, query) =>
    changed(section, deps, actor, w.message, await w.write(deps, actor, query)),
  );
}

/** The four routes of a list: GetAll, Post, Put and Delete. */
export function sectionRoutes<E, Q extends NamesProfile, A extends NamesProfile, U extends NamesProfile, D extends NamesProfile>(
  section: SectionList<E>,
  routes: { list: { summary: string; query: Q }; post: WriteRoute<A>; put: WriteRoute<U>; delete: WriteRoute<D> },
): AnyRoute[] {
  return [
    sectionListRoute(section, routes.list.summary, routes.list.query),
    sectionBodyRoute(section, 'post', 'Post', routes.post),
    sectionBodyRoute(section, 'put', 'Put', routes.put),
    sectionDeleteRoute(section, routes.delete),
  ];
}
