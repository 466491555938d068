/**
 * Module resolution that Node repeats per file, done once per process (decision record 302).
 * - Each package name that the project's own files import is resolved once instead of once per importing file.
 *   Files inside node_modules resolve package names as usual, since a package may bring its own versions.
 * - A relative import of a script inside an ES module package (`./sql/sql.js` within drizzle-orm) is resolved here:
 *   Node would read the package's whole package.json again for every such file to learn its module type, and
 *   drizzle-orm's "exports" map alone is about 130 KB.
 * Node parses a package's "exports" map again on each of those calls; with some 260 server files importing
 * drizzle-orm and some 200 files of its own loaded, that was about a second of CPU in every start. Node versions
 * without module.registerHooks resolve as usual.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).href;
const resolved = new Map();
const isPackageName = (specifier) => !/^(\.|\/|#|[a-z][a-z0-9+.-]*:)/i.test(specifier);
const relativeScript = /^\.\.?\/[^?#]*\.m?js$/;

/** Whether the nearest package.json above a folder says "type": "module", by folder URL. */
const moduleFolders = new Map();

function inModulePackage(folder) {
  const known = moduleFolders.get(folder.href);
  if (known !== undefined) return known;
  const manifest = new URL('package.json', folder);
  const parent = new URL('..', folder);
  let isModule;
  if (existsSync(manifest)) isModule = JSON.parse(readFileSync(manifest, 'utf8')).type === 'module';
  else isModule = parent.href !== folder.href && inModulePackage(parent);
  moduleFolders.set(folder.href, isModule);
  return isModule;
}

/** A relative script imported from a file inside node_modules, when it is an ES module: its real URL. */
function moduleScript(specifier, parent) {
  if (!relativeScript.test(specifier) || !parent?.startsWith('file:') || !parent.includes('/node_modules/')) return null;
  const url = new URL(specifier, parent);
  if (!url.pathname.endsWith('.mjs') && !inModulePackage(new URL('.', url))) return null;
  try {
    return pathToFileURL(realpathSync.native(fileURLToPath(url))).href;
  } catch {
    return null;
  }
}

nodeModule.registerHooks?.({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    const script = moduleScript(specifier, parent);
    if (script) return { url: script, format: 'module', shortCircuit: true };
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
