/**
 * The Content-Security-Policy directives of every answer. Astro renders pages with these directives and adds
 * script-src/style-src with the hashes of its own inline scripts (astro.config.mjs security.csp); the edge sends
 * the same policy, with plain 'self' sources, on everything else.
 */
export const cspDirectives = [
  "default-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  // Portfolio videos: only the two embed hosts that parseVideoLink (domain/video-link.ts) produces.
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  "manifest-src 'self'",
] as const;

export const edgeCsp = [...cspDirectives, "script-src 'self'", "style-src 'self'"].join('; ');
