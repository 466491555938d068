import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import { cspDirectives } from './edge/csp.ts';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [preact({ compat: true })],
  // Islands are written against React's API and run on Preact's compatible core; libraries that import React are
  // bundled into the server build too, so that they meet the same alias there.
  vite: { ssr: { noExternal: ['@conform-to/react', '@nanostores/react'] } },
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
