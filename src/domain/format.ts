/** Display formatting named by the specification. Pure functions, no framework. */
import { limits, rateSuffixes, type RateType } from './constants.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** "$45.00/hr"; 'Negotiable' when flagged or zero (spec 1 §9, spec 2 §9). */
export function formatRate(amount: number | null | undefined, rateType: RateType | null | undefined, negotiable = false): string {
  if (negotiable || !amount) return 'Negotiable';
  return `${usd.format(amount)}${(rateType && rateSuffixes[rateType]) ?? ''}`;
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

/** Within 2 days: minutes, hours or days ago; otherwise the full date and time (spec 1 §4.4). */
export function formatRelativeTime(date: Date, now: Date, timeZone?: string): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 60 * 24 * limits.relativeTimeDays) {
    if (minutes < 1) return 'just now';
    if (minutes < 60) return plural(minutes, 'minute');
    if (minutes < 60 * 24) return plural(Math.floor(minutes / 60), 'hour');
    return plural(Math.floor(minutes / (60 * 24)), 'day');
  }
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
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
