/** Texts of the talent pool, apart from the schemas of talent-pool.ts: the islands load them without zod. */
export const talentPoolTexts = {
  suggestionsTitle: 'Suggested talent',
  suggestionsIntro: 'Talent with a public profile of Good or better who work in this job’s roles or hold its skills and have not proposed yet, best match first.',
  noSuggestions: 'No talent matches this job’s roles or skills yet.',
  inviteToPropose: 'Invite to propose',
  invited: (talentName: string) => `${talentName} was invited to propose on this job.`,
  inviteJobNotOpen: 'Only an open job can take proposals.',
  whySuggested: 'Why suggested',
  poolTitle: 'Your talent pool',
  poolIntro: 'Everyone who proposed on your jobs.',
} as const;
