/**
 * schema.org markup of the public talent page: a ProfilePage whose mainEntity is the Person (an Organization for an
 * agency), with what the page itself shows: headline, roles and skills, languages, certifications, education,
 * the place and the average rating. Serialise with jsonForScript (domain/job-posting-ld.ts).
 */
import type { PublicProfile } from './talent-view.ts';
import { displayName } from './talent-view.ts';

type Ld = Record<string, unknown>;

export function profilePageLd(profile: PublicProfile, absolute: (path: string) => string): Ld {
  const { view } = profile;
  const name = displayName(view);
  const place = [view.location.city, view.location.stateCode, view.location.countryCode].some(Boolean)
    ? {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          ...(view.location.city ? { addressLocality: view.location.city } : {}),
          ...(view.location.stateCode ? { addressRegion: view.location.stateCode } : {}),
          ...(view.location.countryCode ? { addressCountry: view.location.countryCode } : {}),
        },
      }
    : null;
  const skills = [...new Set((view.profileRoles ?? []).flatMap((r) => r.mySkills.map((s) => s.skill)))];
  const rating =
    profile.averageRating !== null && view.reviews?.length
      ? { '@type': 'AggregateRating', ratingValue: profile.averageRating, reviewCount: view.reviews.length, bestRating: 5, worstRating: 1 }
      : null;
  const common: Ld = {
    '@id': `${profile.canonicalUrl}#${view.isAgency ? 'organization' : 'person'}`,
    name,
    url: profile.canonicalUrl,
    ...(view.headline ? { description: view.headline } : {}),
    ...(profile.photoUrl ? { image: absolute(profile.photoUrl) } : {}),
    ...(skills.length ? { knowsAbout: skills } : {}),
    ...(view.languages?.length ? { knowsLanguage: view.languages.map((l) => l.language) } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
  };
  const entity: Ld = view.isAgency
    ? { '@type': 'Organization', ...common, ...(place ? { location: place } : {}) }
    : {
        '@type': 'Person',
        ...common,
        givenName: view.firstName,
        familyName: view.lastName,
        ...(view.profileRoles?.length ? { jobTitle: view.profileRoles.map((r) => r.myRole.role).join(', ') } : {}),
        ...(place ? { homeLocation: place } : {}),
        ...(view.certifications?.length
          ? {
              hasCredential: view.certifications.map((c) => ({
                '@type': 'EducationalOccupationalCredential',
                name: c.name,
                ...(c.issuingOrganization ? { recognizedBy: { '@type': 'Organization', name: c.issuingOrganization } } : {}),
              })),
            }
          : {}),
        ...(view.educations?.length ? { alumniOf: view.educations.map((e) => ({ '@type': 'EducationalOrganization', name: e.institution })) } : {}),
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: profile.canonicalUrl,
    name: `${name}${view.headline ? ` – ${view.headline}` : ''}`,
    dateModified: view.updatedAt,
    mainEntity: entity,
  };
}
