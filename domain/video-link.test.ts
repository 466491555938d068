import { describe, expect, it } from 'vitest';
import { parseVideoLink } from './video-link.ts';

const ID = 'dQw4w9WgXcQ';
const youtube = { provider: 'youtube', id: ID, embedUrl: `https://www.youtube-nocookie.com/embed/${ID}` };

describe('video links', () => {
  it('embeds every YouTube form with an 11-character id, without cookies', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${ID}`,
      `  https://youtube.com/watch?v=${ID}&t=42  `,
      `\u00a0https://youtube.com/watch?v=${ID}\u00a0`,
      `https://m.youtube.com/watch?v=${ID}`,
      `http://youtu.be/${ID}`,
      `https://www.youtube.com/embed/${ID}`,
      `https://youtube-nocookie.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://www.youtube.com/live/${ID}`,
    ]) {
      expect(parseVideoLink(link), link).toEqual(youtube);
    }
  });

  it('refuses YouTube links without a well-formed id or on another page', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${ID}x`,
      `https://www.youtube.com/watch?v=x${ID}`,
      'https://www.youtube.com/watch?v=dQw4w9WgX!Q',
      'https://www.youtube.com/watch',
      `https://www.youtube.com/channel/${ID}`,
      'https://www.youtube.com/embed',
      `https://youtu.be/${ID}/more`,
      `https://notyoutube.com/watch?v=${ID}`,
      `https://www.youtube.com.evil.test/embed/${ID}`,
    ]) {
      expect(parseVideoLink(link), link).toBeNull();
    }
  });

  it('embeds Vimeo videos by their number', () => {
    const vimeo = { provider: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' };
    for (const link of [
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/channels/staffpicks/76979871',
      'https://vimeo.com/123abc/76979871',
      'https://vimeo.com/abc123/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(parseVideoLink(link), link).toEqual(vimeo);
    }
  });

  it('refuses Vimeo links without a video number', () => {
    for (const link of ['https://vimeo.com/channels/staffpicks', 'https://vimeo.com/76979871a', 'https://player.vimeo.com/video/', 'https://player.vimeo.com/video/abc', 'https://player.vimeo.com/video/abc123', 'https://player.vimeo.com/video/123abc', 'https://example.com/video/76979871', 'https://player.vimeo.com/album/76979871', 'https://other.vimeo.com/76979871']) {
      expect(parseVideoLink(link), link).toBeNull();
    }
  });

  it('refuses what is not an http or https address', () => {
    for (const link of ['not a link', `ftp://youtu.be/${ID}`, `javascript://youtu.be/${ID}`, '']) {
      expect(parseVideoLink(link), link).toBeNull();
    }
  });
});
