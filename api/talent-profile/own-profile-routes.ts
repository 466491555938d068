/**
 * The routes on the caller's talent profile, or (for the owner of an agency) on an agency talent's named by instrId
 * in the query or the body: a read, a write with a JSON body, a file upload, a delete named by the query. The handler gets the
 * profile's owner as the access declaration resolved them.
 */
import type { z } from 'zod';
import { route, type AnyRoute, type Answer, type RawAnswer, type Schema } from '../contract/route.ts';
import { profileOwner, type ProfileOwnerActor } from '../access/people.ts';
import type { Deps } from '../deps.ts';

/** A query or body that may name the profile (an agency talent's, for the agency owner). */
export type NamesProfile = z.core.$ZodType<{ instrId?: number }>;

type Handler<I, RS> = (deps: Deps, actor: ProfileOwnerActor, input: I) => Answer<RS> | Promise<Answer<RS>>;

interface ReadDeclaration<Q extends NamesProfile, RS extends Schema | RawAnswer> {
  path: `/api/${string}`;
  summary: string;
  query: Q;
  response: RS;
}

interface WriteDeclaration<B extends NamesProfile, RS extends Schema> {
  method: 'post' | 'put';
  path: `/api/${string}`;
  summary: string;
  body: B;
  /** A larger body than the default (a photo sent as base64). */
  bodyLimit?: { bytes: number; message: string };
  response: RS;
}

/** A route whose query names the profile; the handler gets the request too, for an upload to read its file. */
function queryRoute<Q extends NamesProfile, RS extends Schema | RawAnswer>(
  method: 'get' | 'put' | 'delete',
  declaration: ReadDeclaration<Q, RS> & { upload?: { field: string } },
  handler: (deps: Deps, actor: ProfileOwnerActor, query: z.output<Q>, request: Request) => Answer<RS> | Promise<Answer<RS>>,
): AnyRoute {
  return route({
    method,
    ...declaration,
    access: profileOwner,
    handler: ({ c, deps, actor, query }) => handler(deps, actor, query, c.req.raw),
  });
}

/** A GET answered by `read` with the profile's id. */
export function ownProfileRead<Q extends NamesProfile, RS extends Schema | RawAnswer>(
  declaration: ReadDeclaration<Q, RS>,
  read: (deps: Deps, instrId: number) => Answer<RS> | Promise<Answer<RS>>,
): AnyRoute {
  return queryRoute('get', declaration, (deps, actor) => read(deps, actor.profile.instrId));
}

/** A DELETE whose query names the profile and what to remove from it. */
export function ownProfileDelete<Q extends NamesProfile, RS extends Schema>(declaration: ReadDeclaration<Q, RS>, remove: Handler<z.output<Q>, RS>): AnyRoute {
  return queryRoute('delete', declaration, remove);
}

/** A PUT of one file (multipart field formFile) whose query names the profile; `receive` reads the request itself. */
export function ownProfileUpload<Q extends NamesProfile, RS extends Schema>(
  declaration: ReadDeclaration<Q, RS>,
  receive: (deps: Deps, actor: ProfileOwnerActor, request: Request, query: z.output<Q>) => Promise<Answer<RS>>,
): AnyRoute {
  return queryRoute('put', { ...declaration, upload: { field: 'formFile' } }, (deps, actor, query, request) => receive(deps, actor, request, query));
}

/** A POST or PUT whose JSON body names the profile. */
export function ownProfileWrite<B extends NamesProfile, RS extends Schema>(declaration: WriteDeclaration<B, RS>, write: Handler<z.output<B>, RS>): AnyRoute {
  return route({
    ...declaration,
    access: profileOwner,
    handler: ({ deps, actor, body }) => write(deps, actor, body),
  });
}
