/** Writes the typed API client's operations (src/lib/api/operations.gen.ts) from the route declarations. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { typedClientSource } from '#api/contract/typed-client.ts';
import { routes } from '#api/routes.ts';

const target = fileURLToPath(new URL('../src/lib/api/operations.gen.ts', import.meta.url));
writeFileSync(target, typedClientSource(routes));
console.log(`${routes.length} operations written to ${target}`);
