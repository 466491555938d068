/**
 * Who may see a talent's profile, chosen by the talent: everyone (the public page, the sitemap, search), signed-in
 * clients only (no public page for visitors, out of the sitemap), or nobody but the clients of jobs the talent
 * answered (hidden from search and the public page). A proposal always shows the talent to the job's client.
 */
import { z } from 'zod';
import { instrIdParam } from './account.ts';

export const profileVisibilities = ['public', 'clients', 'hidden'] as const;
export type ProfileVisibility = (typeof profileVisibilities)[number];

export const visibilityChoices: Record<ProfileVisibility, { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'Anyone can open your public page; search engines and client searches list it.' },
  clients: { label: 'Only signed-in clients', hint: 'Clients who are signed in find and open your profile; visitors and search engines do not.' },
  hidden: { label: 'Hidden', hint: 'Only the clients of jobs you send proposals to see your profile.' },
};

export const visibilityTexts = {
  saved: 'Who can see your profile was saved.',
  choose: 'Choose who can see your profile.',
} as const;

export const visibilityBody = z.object({
  instrId: instrIdParam,
  visibility: z.enum(profileVisibilities, { error: visibilityTexts.choose }),
});
