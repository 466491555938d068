/** Shared by the talent's testimonial pages: whose testimonials (an agency owner names their talent by ?instrId=), and their posts. */
import { positiveId } from '#domain/fields.ts';
import { handlePost } from './form-post.ts';

export function instrIdOf(url: URL): number | undefined {
  const parsed = positiveId.safeParse(url.searchParams.get('instrId') ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** A page address with the talent named when it is not the caller's own profile. */
export const forTalent = (path: string, instrId: number | undefined) => (instrId ? `${path}?instrId=${instrId}` : path);

/** A post of a testimonial page: a success goes to the testimonials list with its notice. */
export const handleTestimonialPost = (astro: Parameters<typeof handlePost>[0], send: Parameters<typeof handlePost>[1]) =>
  handlePost(astro, send, () => '/profile/testimonials');
