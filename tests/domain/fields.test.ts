import { describe, expect, it } from 'vitest';
import { bankAccountNumber, bankCode, email, newPassword, otherBankCode, passwordStrength } from '#domain/fields.ts';
import { messages } from '#domain/messages.ts';
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

describe('an e-mail address', () => {
  const messagesOf = (value: unknown) => email.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('is read trimmed and lower-cased', () => {
    expect(email.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('is required, and refused when it is not an address', () => {
    expect(messagesOf(undefined)).toEqual([messages.auth.emailRequired]);
    expect(messagesOf('  ')).toEqual([messages.auth.emailRequired, messages.auth.emailInvalid, messages.auth.emailInvalid]);
    for (const typed of ['ada', 'ada@example', 'ada@example.c', 'a da@example.com', 'ada@@example.com', '@example.com', 'ada@.com.', `${'a'.repeat(250)}@b.co`]) {
      expect(messagesOf(typed), typed).toEqual([messages.auth.emailInvalid]);
    }
    expect(email.parse('a@b.co')).toBe('a@b.co');
  });
});

describe('a new password', () => {
  const messagesOf = (value: unknown) => newPassword.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('has 8 to 32 characters with no spaces, a lowercase and an uppercase letter, a digit and a special character', () => {
    expect(newPassword.parse('Str0ng!P')).toBe('Str0ng!P');
    expect(newPassword.parse(`Str0ng!${'p'.repeat(25)}`)).toHaveLength(32);
    for (const typed of ['Str0ng!', `Str0ng!${'p'.repeat(26)}`, 'str0ng!pass', 'STR0NG!PASS', 'Strong!Pass', 'Str0ngPass', 'Str0ng! Pass']) {
      expect(messagesOf(typed), typed).toEqual([messages.auth.passwordInvalid]);
    }
    expect(messagesOf('')).toEqual([messages.auth.passwordRequired, messages.auth.passwordInvalid]);
  });

  it('is rated by the rules it meets, its length past them, and no spaces', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: 'not chosen yet' });
    expect(passwordStrength('aB')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('aB1')).toEqual({ score: 2, label: 'Fair' });
    expect(passwordStrength('abcdefgh')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('abcdefgH')).toEqual({ score: 2, label: 'Fair' });
    expect(passwordStrength('a!')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('abcdefH')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength(`aB${'c'.repeat(30)}`)).toEqual({ score: 2, label: 'Fair' });
    expect(passwordStrength(`aB${'c'.repeat(31)}`)).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('aB cdefgh')).toEqual({ score: 1, label: 'Weak' });
    expect(passwordStrength('Str0ng!Pas1')).toEqual({ score: 3, label: 'Good' });
    expect(passwordStrength('Str0ng!Pas12')).toEqual({ score: 4, label: 'Strong' });
  });
});
