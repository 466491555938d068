/**
 * A valid-looking input for a route, written from its zod schemas, for the authorization matrix and the fuzz test.
 * Ids that name records are filled from the seeded records the caller gives; every other id points nowhere
 * (a large number), so a call that is allowed changes nothing it should not.
 */
import { z } from 'zod';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

/** Record ids by field name (case-insensitive), for fields that name the record under test. */
export type RecordIds = Record<string, number>;

const NOWHERE = 987_654;

const patternCandidates = ['1', 'abc', 'Abc123', '2026-06-01', '12:00', 'ABC', 'a', 'US', '+1 555 0100', 'dQw4w9WgXcQ'];

/** Strings whose rule is written in code rather than in the schema, by field name. */
const namedStrings: Record<string, string> = {
  rate: '100',
  amount: '100',
  timezone: 'America/New_York',
  page: 'job-details',
  lastvisitedpage: '/profile/about-me',
  ratemin: '100',
  ratemax: '100',
  idempotencykey: 'sample-attempt-0001',
  units: '1',
};

/** Numbers whose rule is written in code rather than in the schema, by field name. */
const namedNumbers: Record<string, () => number> = {
  startyear: () => new Date().getUTCFullYear(),
};

function sampleString(schema: JsonSchema, name: string): string {
  const named = namedStrings[name.toLowerCase()];
  if (named !== undefined) return named;
  if (schema.format === 'email') return 'sample.person@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://www.example.com/';
  if (schema.format === 'date') return '2026-06-01';
  if (schema.format === 'date-time') return '2026-06-01T12:00:00.000Z';
  if (schema.pattern) {
    const re = new RegExp(schema.pattern, 'u');
    const found = patternCandidates.find((c) => re.test(c));
    if (found) return found;
  }
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? Math.max(min, 12);
  const base = /password/i.test(name) ? 'Sample#Pass2026x' : 'Sample text';
  return base.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, base.length)));
}

function sampleNumber(schema: JsonSchema, name: string, ids: RecordIds, integer: boolean): number {
  const id = ids[name.toLowerCase()] ?? namedNumbers[name.toLowerCase()]?.();
  if (id !== undefined) return id;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  if (/id$/i.test(name)) return Math.min(NOWHERE, schema.maximum ?? NOWHERE);
  const value = min ?? Math.min(1, schema.maximum ?? 1);
  return integer ? Math.ceil(value) : value;
}

export function sampleOf(schema: JsonSchema, name: string, ids: RecordIds): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const numeric = ids[name.toLowerCase()] !== undefined ? variants.find((v) => v.type === 'integer' || v.type === 'number') : undefined;
    const concrete = numeric ?? variants.find((v) => v.type !== 'null') ?? variants[0];
    return sampleOf(concrete ?? {}, name, ids);
  }
  if (schema.allOf?.length) return sampleOf(Object.assign({}, ...schema.allOf) as JsonSchema, name, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, name);
    case 'integer':
      return sampleNumber(schema, name, ids, true);
    case 'number':
      return sampleNumber(schema, name, ids, false);
    case 'boolean':
      return /consent|agree|accept/i.test(name);
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, name, ids));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || ids[key.toLowerCase()] !== undefined) out[key] = sampleOf(property, key, ids);
      }
      return out;
    }
    default:
      return schema.default ?? null;
  }
}

export function sampleFromZod(schema: z.core.$ZodType, ids: RecordIds): unknown {
  return sampleOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, '', ids);
}

/** Query values as the URL carries them. */
export function queryString(values: unknown): string {
  if (!values || typeof values !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
