/** Writes the API's OpenAPI document (from the route declarations) to the path given, for linting and for clients. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiDocument } from '#api/contract/openapi.ts';
import { routes } from '#api/routes.ts';

const target = process.argv[2];
if (!target) {
  console.error('Usage: node scripts/openapi.ts <file.json>');
  process.exit(2);
}
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(openApiDocument(routes), null, 2)}\n`);
console.log(`OpenAPI document of ${routes.length} operations written to ${target}`);
