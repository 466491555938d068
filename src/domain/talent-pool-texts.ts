/** Texts of the talent pool, apart from the schemas of talent-pool.ts: the islands load them without zod. */
export const talentPoolTexts = {
  suggestionsTitle: 'Suggested from your talent pool',
  suggestionsIntro: 'Talent your company already knows who have not proposed on this job yet.',
  noSuggestions: 'No one in your talent pool matches this job’s roles or skills yet.',
  whySuggested: 'Why suggested',
  poolTitle: 'Your talent pool',
  poolIntro: 'Everyone who proposed on your jobs.',
} as const;
