/** Shared by the talent's testimonial pages: whose testimonials (an agency owner names their talent by ?instrId=). */
import { positiveId } from '#domain/fields.ts';

export function instrIdOf(url: URL): number | undefined {
  const parsed = positiveId.safeParse(url.searchParams.get('instrId') ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

/** A page address with the talent named when it is not the caller's own profile. */
export const forTalent = (path: string, instrId: number | undefined) => (instrId ? `${path}?instrId=${instrId}` : path);
