import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { cspDirectives } from '#edge/csp.ts';

/**
 * conform's zod coercion builds its wrappers with four functions of zod's full API (`zod/v4`: lazy, optional, pipe,
 * transform); zod/mini has the same four. Given zod/mini there, the browser loads zod/mini only, as the shared form
 * schemas are written with it (docs/decisions/293).
 */
function conformOnZodMini() {
  return {
    name: 'conform-on-zod-mini',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'zod/v4' || !importer?.includes('/@conform-to/zod/')) return null;
      return this.resolve('zod/v4/mini', importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  vite: {
    plugins: [conformOnZodMini()],
    // Files that every signed-in page loads ship as one, which compresses better than a dozen small ones: React's
    // runtime (one hashed, immutable chunk that a signed-in user downloads once), the shell's shared code (API
    // client, stores, dialogs), and what every page with script shares.
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
              {
                name: 'shell',
                test: /src[\\/](islands[\\/]shell-kit[\\/]|stores[\\/](toasts|live|chat-live)\.|lib[\\/](api-client|go-to-logout|api[\\/]))|node_modules[\\/](@?nanostores)[\\/]/,
              },
              // The spec's constants and texts, without React: the sign-in pages' scripts share them with every other
              // page. Chosen first, so the shell does not take them as its imports.
              { name: 'common', priority: 1, test: /^(?!.*node_modules).*[\\/]domain[\\/](messages|constants|format)\./ },
              // The loader of on-demand modules alone: the job post's dialog starter needs nothing else.
              { name: 'loader', priority: 1, test: /preload-helper/ },
            ],
          },
        },
      },
    },
  },
  build: { inlineStylesheets: 'never' },
  // The edge checks the origin of every state-changing request before Astro sees it.
  security: {
    checkOrigin: false,
    // Pages answer with a CSP header: the edge's directives, plus script-src/style-src hashes of Astro's inline scripts.
    csp: { directives: [...cspDirectives] },
  },
  // No Markdown code blocks here; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
