/** What the favorite actions tell the user. */
export const favoriteTexts = {
  added: (name: string) => `${name} was added to your favorites.`,
  removed: (name: string) => `${name} was removed from your favorites.`,
  failed: 'Your favorites could not be changed. Please try again.',
} as const;
