/**
 * TypeScript type text for the JSON Schemas that zod writes (z.toJSONSchema), so that the browser's typed client
 * (src/lib/api/operations.gen.ts) describes each operation's query, body and answer as the route declares them.
 * Covers what zod emits: types and type lists, enum, const, anyOf/oneOf/allOf, arrays and tuples, objects with
 * properties, required and additionalProperties. A schema it cannot describe becomes `unknown`.
 */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema | false;
  prefixItems?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const literal = (value: unknown) => JSON.stringify(value);
const union = (parts: string[]) => {
  const unique = [...new Set(parts)];
  return unique.length === 1 ? unique[0]! : unique.map((p) => (p.includes('=>') ? `(${p})` : p)).join(' | ');
};
const element = (type: string) => (/[|&]/.test(type) ? `(${type})[]` : `${type}[]`);

function objectType(s: Schema, indent: string): string {
  const inner = `${indent}  `;
  const required = new Set(s.required ?? []);
  const lines = Object.entries(s.properties ?? {}).map(([name, prop]) => {
    const key = IDENTIFIER.test(name) ? name : literal(name);
    return `${inner}${key}${required.has(name) ? '' : '?'}: ${typeScriptOf(prop, inner)};`;
  });
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    lines.push(`${inner}[key: string]: ${typeScriptOf(s.additionalProperties, inner)};`);
  }
  if (lines.length === 0) return s.additionalProperties === false ? 'Record<string, never>' : 'Record<string, unknown>';
  return `{\n${lines.join('\n')}\n${indent}}`;
}

function arrayType(s: Schema, indent: string): string {
  if (s.prefixItems) return `[${s.prefixItems.map((p) => typeScriptOf(p, indent)).join(', ')}]`;
  return element(s.items ? typeScriptOf(s.items, indent) : 'unknown');
}

function singleType(type: string, s: Schema, indent: string): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return arrayType(s, indent);
    case 'object':
      return objectType(s, indent);
    default:
      return 'unknown';
  }
}

export function typeScriptOf(s: Schema | boolean | undefined, indent = ''): string {
  if (s === undefined || s === true) return 'unknown';
  if (s === false) return 'never';
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) return union(s.enum.map(literal));
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return union(alternatives.map((a) => typeScriptOf(a, indent)));
  if (s.allOf) return s.allOf.map((a) => typeScriptOf(a, indent)).join(' & ');
  if (Array.isArray(s.type)) return union(s.type.map((t) => singleType(t, s, indent)));
  if (s.type) return singleType(s.type, s, indent);
  if (s.properties) return objectType(s, indent);
  return 'unknown';
}
