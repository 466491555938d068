import { describe, expect, it } from 'vitest';
import { bankAccountNumber, bankCode, otherBankCode } from '#domain/fields.ts';
import { parseVideoLink } from '#domain/video-link.ts';

describe('bank fields', () => {
  it('takes 6 to 17 digits as an account number', () => {
    expect(bankAccountNumber.safeParse('123456').success).toBe(true);
    expect(bankAccountNumber.safeParse('12345678901234567').success).toBe(true);
    expect(bankAccountNumber.safeParse('12345').success).toBe(false);
    expect(bankAccountNumber.safeParse('123456789012345678').success).toBe(false);
    expect(bankAccountNumber.safeParse('12345a').success).toBe(false);
  });

  it('takes 6 to 40 letters, digits or spaces as another code', () => {
    expect(otherBankCode.safeParse('AB 1234').success).toBe(true);
    expect(otherBankCode.safeParse('AB-1234').success).toBe(false);
    expect(otherBankCode.safeParse('ABC12').success).toBe(false);
  });

  it('takes a bank code of 4 letters, 2 letters, 2 alphanumerics and an optional 3 more', () => {
    expect(bankCode.parse('deutdeff')).toBe('DEUTDEFF');
    expect(bankCode.safeParse('DEUTDEFF500').success).toBe(true);
    expect(bankCode.safeParse('DEU1DEFF').success).toBe(false);
    expect(bankCode.safeParse('DEUTDEFF50').success).toBe(false);
  });
});

describe('video links', () => {
  it('accepts YouTube forms with an 11-character id and Vimeo links', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoLink(link)).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    }
    expect(parseVideoLink('https://vimeo.com/76979871')).toMatchObject({ provider: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://player.vimeo.com/video/76979871')).toMatchObject({ provider: 'vimeo', id: '76979871' });
  });

  it('refuses other sites, short or long YouTube ids and non-web links', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(parseVideoLink('https://youtu.be/dQw4w9WgXcQQ')).toBeNull();
    expect(parseVideoLink('https://videos.example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoLink('javascript:alert(1)')).toBeNull();
    expect(parseVideoLink('not a link')).toBeNull();
  });
});
