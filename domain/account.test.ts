import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  accountTexts,
  city,
  countryCode,
  createCompanySchema,
  instrIdParam,
  knownDepartment,
  knownLocation,
  phone,
  stateCode,
  website,
} from './account.ts';
import { messages } from './messages.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the country and state of a location', () => {
  it('reads a country code trimmed and upper-cased, and asks for one when it is missing or blank', () => {
    expect(countryCode.parse(' us ')).toBe('US');
    expect(messagesOf(countryCode.safeParse(undefined))).toEqual([['', accountTexts.countryRequired]]);
    expect(messagesOf(countryCode.safeParse('  '))).toContainEqual(['', accountTexts.countryRequired]);
    expect(messagesOf(countryCode.safeParse('USA'))).toEqual([['', accountTexts.countryUnknown]]);
  });

  it('reads a blank or null state as none, and a code of up to three letters or digits upper-cased', () => {
    expect(stateCode.parse('   ')).toBeUndefined();
    expect(stateCode.parse(null)).toBeUndefined();
    expect(stateCode.parse(undefined)).toBeUndefined();
    expect(stateCode.parse(' ca ')).toBe('CA');
    expect(stateCode.parse('0a1')).toBe('0A1');
    expect(messagesOf(stateCode.safeParse('CALI'))).toEqual([['', accountTexts.stateUnknown]]);
  });
});

describe('a phone number', () => {
  it('takes 7 to 17 digits with spaces, parentheses, + and - between them', () => {
    expect(phone.parse(' +1 (312) 555-0110 ')).toBe('+1 (312) 555-0110');
    expect(phone.parse('1234567')).toBe('1234567');
    expect(phone.parse('12345678901234567')).toBe('12345678901234567');
  });

  it('refuses fewer than 7 digits, more than 17, and letters, with one message', () => {
    for (const typed of ['123456', '123456789012345678', '555-CALL-NOW', '+1 312 555 0110 ext 4']) {
      expect(messagesOf(phone.safeParse(typed)), typed).toEqual([['', accountTexts.phoneInvalid]]);
    }
  });

  it('leaves a blank phone out', () => {
    expect(phone.parse('')).toBeUndefined();
  });
});

describe('a city', () => {
  it('takes letters, spaces and . , \' & -', () => {
    expect(city.parse(" Saint-John's, N.B. & Co ")).toBe("Saint-John's, N.B. & Co");
    expect(city.parse('São Paulo')).toBe('São Paulo');
  });

  it('refuses digits and other signs, and more than 50 characters', () => {
    expect(messagesOf(city.safeParse('District 9'))).toEqual([['', messages.city.invalid]]);
    expect(messagesOf(city.safeParse('Paris!'))).toEqual([['', messages.city.invalid]]);
    expect(messagesOf(city.safeParse('9 Elms'))).toEqual([['', messages.city.invalid]]);
    expect(messagesOf(city.safeParse('a'.repeat(51)))).toEqual([['', accountTexts.cityTooLong]]);
    expect(city.parse('a'.repeat(50))).toBe('a'.repeat(50));
  });
});

describe('a web site', () => {
  it('is stored with https:// when typed without a scheme, and as typed with http or https', () => {
    expect(website.parse(' example.com/about ')).toBe('https://example.com/about');
    expect(website.parse('http://example.com')).toBe('http://example.com');
    expect(website.parse('HTTPS://www.Example.com')).toBe('HTTPS://www.Example.com');
    expect(website.parse('www.example.com/?next=http://x.example')).toBe('https://www.example.com/?next=http://x.example');
  });

  it('refuses other schemes, addresses without a dot and what is no address', () => {
    for (const typed of ['ftp://example.com', 'localhost', 'https://localhost', 'not a site', 'example.', '.example.com', 'example.com.', 'a+b://x.example', 'a1.b://x.example']) {
      expect(messagesOf(website.safeParse(typed)), typed).toEqual([['', messages.portfolio.badUrl]]);
    }
  });

  it('is left out when blank', () => {
    expect(website.parse('  ')).toBeUndefined();
  });
});

describe('My information for a talent', () => {
  it("reads 'all' (the agency's own profile) as the caller's own, and a number as that talent", () => {
    expect(instrIdParam.parse('all')).toBeUndefined();
    expect(instrIdParam.parse('12')).toBe(12);
    expect(instrIdParam.safeParse('ALL').success).toBe(false);
  });
});

describe('a location checked against the master lists', () => {
  const lists = {
    countryCodes: new Set(['US', 'FR']),
    statesOf: (country: string) => new Set(country === 'US' ? ['CA', 'NY'] : []),
  };
  const schema = createCompanySchema.check(knownLocation(lists));
  const company = (fields: Record<string, unknown>) => ({ name: 'Acme', countryCode: 'US', ...fields });

  it('accepts a listed country with one of its states, or without a state', () => {
    expect(schema.parse(company({ stateCode: 'ny' }))).toMatchObject({ countryCode: 'US', stateCode: 'NY' });
    expect(schema.parse(company({ countryCode: 'FR' }))).toMatchObject({ countryCode: 'FR' });
  });

  it('refuses a country not on the list, under the country', () => {
    expect(messagesOf(schema.safeParse(company({ countryCode: 'DE', stateCode: 'BY' })))).toEqual([['countryCode', accountTexts.countryUnknown]]);
  });

  it('refuses a state of another country, or of a country with no states on file, under the state', () => {
    expect(messagesOf(schema.safeParse(company({ stateCode: 'TX' })))).toEqual([['stateCode', accountTexts.stateUnknown]]);
    expect(messagesOf(schema.safeParse(company({ countryCode: 'FR', stateCode: 'CA' })))).toEqual([['stateCode', accountTexts.stateUnknown]]);
  });
});

describe('a department checked against the company list', () => {
  const schema = z.object({ departmentId: z.optional(z.number()) }).check(knownDepartment(new Set([3])));

  it('accepts a listed department or none, and refuses another under the department', () => {
    expect(schema.parse({ departmentId: 3 })).toEqual({ departmentId: 3 });
    expect(schema.parse({})).toEqual({});
    expect(messagesOf(schema.safeParse({ departmentId: 4 }))).toEqual([['departmentId', accountTexts.departmentUnknown]]);
  });
});
