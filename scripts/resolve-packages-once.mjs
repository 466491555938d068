/**
 * Resolves each package name that the project's own files import once per process instead of once per importing
 * file. Node parses a package's "exports" map again for every file that names the package, and drizzle-orm's is
 * about 175 KB: with some 260 server files importing it, that was about half a second of CPU in every start
 * (decision record 302). Files inside node_modules resolve as usual, since a package may bring its own versions.
 * Node versions without module.registerHooks resolve as usual too.
 */
import * as nodeModule from 'node:module';

const root = new URL('..', import.meta.url).href;
const resolved = new Map();
const isPackageName = (specifier) => !/^(\.|\/|#|[a-z][a-z0-9+.-]*:)/i.test(specifier);

nodeModule.registerHooks?.({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (!isPackageName(specifier) || !parent?.startsWith(root) || parent.includes('/node_modules/')) return nextResolve(specifier, context);
    const key = `${specifier}\0${context.conditions?.join(',') ?? ''}\0${JSON.stringify(context.importAttributes ?? {})}`;
    let found = resolved.get(key);
    if (!found) {
      found = nextResolve(specifier, context);
      resolved.set(key, found);
    }
    return { ...found, shortCircuit: true };
  },
});
