import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { cspDirectives } from './edge/csp.ts';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
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
