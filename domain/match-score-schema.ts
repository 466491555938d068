/** The match score on the wire (domain/match-score-texts.ts says how it is told). */
import { z } from 'zod';
import { matchFactorKeys } from './match-score.ts';
import type { MatchScore } from './match-score-texts.ts';

export const matchFactorSchema = z.object({
  key: z.enum(matchFactorKeys),
  name: z.string(),
  points: z.number().int(),
  max: z.number().int(),
  label: z.string(),
});

export const matchScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  /** Every factor, in the order of its weight. */
  factors: z.array(matchFactorSchema),
  /** The three heaviest telling factors, as a line. */
  line: z.string(),
}) satisfies z.ZodType<MatchScore>;
