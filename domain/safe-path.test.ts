import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-path.ts';

/** What the page reads from `?returnTo=<raw>`: the browser sends the raw text, URLSearchParams decodes it once. */
const fromQuery = (raw: string) => new URL(`http://localhost/sign-document?returnTo=${raw}`).searchParams.get('returnTo');

describe('safeLocalPath', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    for (const path of ['/', '/job/submit-proposal/12', '/a/b?c=d&e=%2F%2Fx#top', '/settings/legal-documents?signed=Supplier%20Agreement', '/%2F%2Fevil.example']) {
      expect(safeLocalPath(path)).toBe(path);
    }
  });

  it('refuses other sites, written plainly or with slashes and backslashes', () => {
    for (const value of ['//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', '/a\\b', 'https://evil.example', 'javascript:alert(1)', 'evil.example', '', null, undefined, 42]) {
      expect(safeLocalPath(value)).toBeNull();
    }
  });

  it('refuses tab, newline, carriage return and other characters a browser strips or a header refuses', () => {
    for (const raw of ['/%09/evil.example', '/%0A/evil.example', '/%0D%0ASet-Cookie:x=1', '/%00/x', '/%7F/x', '/ /evil.example', '/%20/x']) {
      expect(safeLocalPath(fromQuery(raw)), raw).toBeNull();
    }
    expect(safeLocalPath('/\t/evil.example')).toBeNull();
    expect(safeLocalPath('/x\n')).toBeNull();
  });

  it('refuses encoded tricks once decoded, and keeps doubly encoded ones harmless', () => {
    expect(safeLocalPath(fromQuery('%2F%2Fevil.example'))).toBeNull();
    expect(safeLocalPath(fromQuery('%2F%5Cevil.example'))).toBeNull();
    expect(safeLocalPath(fromQuery('%252F%252Fevil.example'))).toBeNull();
    expect(safeLocalPath(fromQuery('/%252F%252Fevil.example'))).toBe('/%2F%2Fevil.example');
  });

  it('refuses Unicode look-alikes, bidirectional and invisible marks', () => {
    for (const value of ['/\uFF0Fevil.example', '\uFF0F\uFF0Fevil.example', '/\u2215evil.example', '/\u202Eelpmaxe.live', '/\u200B/evil.example', '/\u3000/x', '/\u2028/x', '/caf\u00E9']) {
      expect(safeLocalPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses very long values', () => {
    expect(safeLocalPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
