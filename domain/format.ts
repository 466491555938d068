/** Display formatting named by the specification. Pure functions, no framework. */
import { limits, rateSuffixes, type RateType } from './constants.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** "$45.00/hr"; 'Negotiable' when flagged or zero. */
export function formatRate(amount: number | null | undefined, rateType: RateType | null | undefined, negotiable = false): string {
  if (negotiable || !amount) return 'Negotiable';
  return `${usd.format(amount)}${(rateType && rateSuffixes[rateType]) ?? ''}`;
}

/** "$40.00/hr – $60.00/hr", one rate when both ends agree, 'Negotiable' when flagged or unset. */
export function formatRateRange(min: number | null | undefined, max: number | null | undefined, rateType: RateType | null | undefined, negotiable = false): string {
  const from = formatRate(min, rateType, negotiable);
  const to = max && max !== min ? formatRate(max, rateType, negotiable) : null;
  return from === 'Negotiable' || !to ? from : `${from} – ${to}`;
}

const sizeUnits = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Bytes shown from KB up to YB. */
export function formatFileSize(bytes: number): string {
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 && unit > 0 ? 1 : 0)} ${sizeUnits[unit]}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;

/** Within 2 days: minutes, hours or days ago; otherwise the full date and time. */
export function formatRelativeTime(date: Date, now: Date, timeZone?: string): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 60 * 24 * limits.relativeTimeDays) {
    if (minutes < 1) return 'just now';
    if (minutes < 60) return plural(minutes, 'minute');
    if (minutes < 60 * 24) return plural(Math.floor(minutes / 60), 'hour');
    return plural(Math.floor(minutes / (60 * 24)), 'day');
  }
  return formatDateTime(date, timeZone);
}

/** A moment as "Mar 4, 2026, 3:05 PM", in the time zone given (the runtime's when none is). */
export const formatDateTime = (date: DateInput, timeZone?: string): string => dateTimeFormatIn(timeZone ?? '').format(new Date(date));

/** One formatter per time zone ('' for the runtime's), made once: making one costs far more than using it. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    // An unknown zone throws here, as it did before, and is not kept.
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes above 59 display as hours and minutes. */
export function formatDuration(totalMinutes: number): string {
  if (totalMinutes <= 59) return `${totalMinutes} min`;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return minutes ? `${hours} hr ${minutes} min` : `${hours} hr`;
}

export const hoursToMinutes = (hours: number) => hours * 60;

/** The avatar label: nickname, else first name, cut to 15 characters. */
export function displayName(nickname: string | null | undefined, firstName: string): string {
  const name = nickname?.trim() || firstName;
  return name.length > limits.nicknameDisplay ? name.slice(0, limits.nicknameDisplay) : name;
}

/** Whole days between two dates, for the recent-days check. */
export function dayDifference(a: Date, b: Date): number {
  const day = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.round(Math.abs(day(a) - day(b)) / 86_400_000);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar date (YYYY-MM-DD) as month and year, "Mar 2021"; empty for none. */
export function formatMonthYear(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
  if (!match) return '';
  return `${MONTHS[Number(match[2]) - 1] ?? ''} ${match[1]}`.trim();
}

type DateInput = Date | string | number;
const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const usdAmount = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A calendar date as "Mar 4, 2026" (UTC, so a stored date shows the same day everywhere). */
export const formatDate = (date: DateInput): string => mediumDate.format(new Date(date));

/** A calendar date as "March 4, 2026" (UTC). */
export const formatLongDate = (date: DateInput): string => longDate.format(new Date(date));

/** An amount of money in US dollars, "$1,250.00". */
export const formatMoney = (amount: number): string => usdAmount.format(amount);

/** An amount kept in integer cents, as `formatMoney` writes dollars: 125000 → "$1,250.00". */
export const formatCents = (cents: number): string => formatMoney(cents / 100);

/** An amount in dollars as documents and their PDFs state it, with the currency's code: "USD 6800.00". */
export const formatUsdCode = (amount: number): string => `USD ${amount.toFixed(2)}`;

/** "INV-00012": an invoice's number as the client files it (numbers run per company). */
export const formatInvoiceNumber = (number: number): string => `INV-${String(number).padStart(5, '0')}`;

/**
 * A phone number as people write it: escape backslashes and stray spaces dropped; ten digits (or 1 and ten digits)
 * grouped as "+1 312 555 0110"; anything else as entered.
 */
export function formatPhone(phone: string): string {
  const cleaned = phone.replace(/\\/g, '').replace(/\s+/g, ' ').trim();
  const digits = cleaned.replace(/\D/g, '');
  const us = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return us && /^[+\d\s().-]+$/.test(cleaned) ? `+1 ${us[1]} ${us[2]} ${us[3]}` : cleaned;
}

/** The tel: address of a phone number. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`;

const AVATAR_TONES = 6;

/** The initials of a name (two letters at most) and the tone of its avatar (1–6, the same for the same name). */
export function avatarOf(firstName: string, lastName = ''): { initials: string; tone: number } {
  const words = `${firstName} ${lastName}`.trim().split(/\s+/).filter(Boolean);
  const initials = words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0]?.slice(0, 1) ?? '');
  let hash = 0;
  for (const ch of words.join(' ').toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return { initials: initials.toUpperCase(), tone: (hash % AVATAR_TONES) + 1 };
}

/** A time zone's offset from UTC at `now` in minutes, read from Intl ("GMT-05:00"); 0 for UTC or an unknown name. */
function utcOffsetMinutes(zone: string, now: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** "(UTC−05:00) New York · America" for America/New_York: the offset people compare, the city they know. */
export function formatTimeZone(zone: string, now: Date): string {
  const offset = utcOffsetMinutes(zone, now);
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  const parts = zone.split('/');
  const city = (parts.pop() ?? zone).replaceAll('_', ' ');
  const region = parts.join('/').replaceAll('_', ' ');
  return `(UTC${offset < 0 ? '−' : '+'}${hours}:${minutes}) ${city}${region ? ` · ${region}` : ''}`;
}

/** Time zones as choices ordered by their offset from UTC, then by name, each labelled by formatTimeZone. */
export function timeZoneChoices(zones: readonly string[], now: Date): { value: string; label: string }[] {
  return zones
    .filter(isKnownZone)
    .map((zone) => ({ value: zone, label: formatTimeZone(zone, now), offset: utcOffsetMinutes(zone, now) }))
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label))
    .map(({ value, label }) => ({ value, label }));
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
