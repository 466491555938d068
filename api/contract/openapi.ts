/** The OpenAPI document, written from the route declarations: input, answers and who may call each operation. */
import { z } from 'zod';
import type { AnyRoute, Schema } from './route.ts';

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
/** What a money route adds to its access (api/two-factor/step-up.ts). */
const secondFactorNote = 'A second factor, set up and proven by this session in the last 10 minutes, is required (403 otherwise).';
const problem = (description: string) => ({ description, content: errorContent });
const capabilityNote = 'A client address that sent too many wrong link tokens in a minute is refused (429) until the next minute.';

export const jsonSchema = (schema: Schema, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** `Controller_Action`, with the method appended where one path serves several methods. */
export function operationIds(routes: AnyRoute[]): Map<AnyRoute, string> {
  const methodsOf = new Map<string, number>();
  for (const r of routes) methodsOf.set(r.path, (methodsOf.get(r.path) ?? 0) + 1);
  return new Map(
    routes.map((r) => {
      const [, , controller, action] = r.path.split('/');
      const id = `${controller}_${action}`;
      return [r, (methodsOf.get(r.path) ?? 0) > 1 ? `${id}_${r.method}` : id];
    }),
  );
}

const rawAnswers = {
  file: { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
  'event-stream': { description: 'A stream of server-sent events', content: { 'text/event-stream': { schema: { type: 'string' } } } },
  'text-stream': { description: 'Plain text, streamed in chunks', content: { 'text/plain': { schema: { type: 'string' } } } },
};

function responses(r: AnyRoute) {
  const success =
    typeof r.response === 'string'
      ? rawAnswers[r.response]
      : { description: 'Success', content: { 'application/json': { schema: jsonSchema(r.response, 'output') } } };
  return {
    '200': success,
    '400': problem('Invalid input: the message, and the messages of each field'),
    ...(r.access.signedIn ? { '401': problem('Not signed in, or the session ended') } : {}),
    ...(r.access.signedIn && !r.access.record ? { '403': problem('The caller is not one who may do this') } : {}),
    ...(r.access.record ? { '404': problem('No such record, or not one the caller may see') } : {}),
    '429': problem('Too many requests; Retry-After says when to try again'),
  };
}

function parameters(r: AnyRoute) {
  if (!(r.query instanceof z.ZodObject)) return undefined;
  const json = jsonSchema(r.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
  }));
}

function requestBody(r: AnyRoute) {
  if (r.upload) {
    const schema = { type: 'object', required: [r.upload.field], properties: { [r.upload.field]: { type: 'string', format: 'binary' } } };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return r.body ? { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } } : undefined;
}

export function openApiDocument(routes: AnyRoute[]) {
  const ids = operationIds(routes);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    (paths[r.path] ??= {})[r.method] = {
      operationId: ids.get(r),
      summary: r.summary.length > 120 ? `${r.summary.slice(0, 117)}…` : r.summary,
      description: `${r.summary}\n\nWho may call: ${r.access.description}${r.capability ? `\n\n${capabilityNote}` : ''}${r.secondFactor ? `\n\n${secondFactorNote}` : ''}`,
      tags: [r.path.split('/')[2]],
      'x-access': r.access.name,
      security: r.access.signedIn ? [{ bearer: [] }] : [{}, { bearer: [] }],
      parameters: parameters(r),
      requestBody: requestBody(r),
      responses: responses(r),
    };
  }
  const tags = [...new Set(routes.map((r) => r.path.split('/')[2]))].sort().map((name) => ({ name, description: `The ${name} controller.` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Training marketplace API',
      version: '1',
      description: 'Every operation of the marketplace. Signed-in calls carry the access token as a bearer token.',
      license: { name: 'Proprietary', url: 'https://www.example.com/terms' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  };
}
