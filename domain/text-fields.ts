/**
 * The text fields of the forms written with zod's full API, one way each: a required text with its two messages, an
 * optional text where blank means none, and the wording "<label> is Required" / "<label> should not exceed <max>
 * characters" that many of their messages share.
 */
import { z } from 'zod';

export const requiredMessage = (label: string) => `${label} is Required`;
export const tooLongMessage = (label: string, max: number) => `${label} should not exceed ${max} characters`;

/** Missing, null and blank values of an optional field all mean "none". */
export const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** Trimmed, not empty, at most `max` characters: a missing or empty value says `required`, a longer one `tooLong`. */
export const requiredText = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Trimmed, at most `max` characters (`tooLong` past them); missing, null and blank give undefined. */
export const optionalText = (max: number, tooLong: string) => z.preprocess(blankToUndefined, z.string().trim().max(max, tooLong).optional());

/** A required text named by its label: "<label> is Required", "<label> should not exceed <max> characters". */
export const labelledText = (label: string, max: number) => requiredText(requiredMessage(label), max, tooLongMessage(label, max));

/** An optional text named by its label: "<label> should not exceed <max> characters". */
export const optionalLabelledText = (label: string, max: number) => optionalText(max, tooLongMessage(label, max));

/** Trimmed, at most `max` characters (`tooLong` past them); missing or blank gives null. */
export const nullableText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);
