import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { typeScriptOf } from './typescript-from-schema.ts';

const typeOf = (schema: z.ZodType, io: 'input' | 'output' = 'output') => typeScriptOf(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as never);

describe('TypeScript types from the JSON Schema zod writes', () => {
  it('describes objects with optional, nullable and quoted keys', () => {
    const schema = z.object({ id: z.number().int(), name: z.string().nullable(), note: z.string().optional(), 'a-b': z.boolean() });
    expect(typeOf(schema)).toBe('{\n  id: number;\n  name: string | null;\n  note?: string;\n  "a-b": boolean;\n}');
  });

  it('describes enums, literals, unions, arrays of unions, tuples and records', () => {
    expect(typeOf(z.enum(['Open', 'Closed']))).toBe('"Open" | "Closed"');
    expect(typeOf(z.literal(3))).toBe('3');
    expect(typeOf(z.array(z.union([z.string(), z.number()])))).toBe('(string | number)[]');
    expect(typeOf(z.tuple([z.string(), z.number()]))).toBe('[string, number]');
    expect(typeOf(z.record(z.string(), z.array(z.string())))).toBe('{\n  [key: string]: string[];\n}');
  });

  it('reads a coerced query number as a number the caller passes, and an unknown shape as unknown', () => {
    expect(typeOf(z.object({ page: z.coerce.number() }), 'input')).toBe('{\n  page: number;\n}');
    expect(typeOf(z.date())).toBe('unknown');
    expect(typeOf(z.object({}))).toBe('Record<string, never>');
  });
});
