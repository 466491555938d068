/**
 * Video links are accepted only from Vimeo or a YouTube form with an 11-character id;
 * anything else is shown as an error embed.
 */
export interface VideoLink {
  provider: 'youtube' | 'vimeo';
  id: string;
  embedUrl: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!youtubeHosts.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') return parts.find((p) => /^\d+$/.test(p)) ?? null;
  if (url.hostname === 'player.vimeo.com' && parts[0] === 'video') return parts[1] ?? null;
  return null;
}

/** The embeddable video behind a link, or null when the link is not an accepted video link. */
export function parseVideoLink(link: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt)) return { provider: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo && /^\d+$/.test(vimeo)) return { provider: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  return null;
}
