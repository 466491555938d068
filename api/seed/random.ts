/** A seeded faker and the small helpers the seed builds on, so every run produces the same data. */
import { base, en, Faker } from '@faker-js/faker';

export const SEED = 2026;

export function seededFaker(seed = SEED): Faker {
  return new Faker({ locale: [en, base], seed });
}

const DAY_MS = 86_400_000;

/** Midnight UTC of the given day: dates in the seed are whole days relative to it. */
export function startOfDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

export const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

/** yyyy-mm-dd, the shape of a date column. */
export const isoDate = (day: Date) => day.toISOString().slice(0, 10);
