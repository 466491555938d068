/** The post of the company information pages: the owner saves the agency's information (post/redirect/get). */
import type { Call } from '../lib/api/operation.ts';
import { Agency_UpdateCompanyInformation } from '../lib/api/operations.gen.ts';
import { handlePost, type FormState } from './profile/_form-post.ts';

export function handleCompanyPost(astro: Parameters<typeof handlePost>[0], call: Call): Promise<Response | FormState> {
  const text = (form: FormData, name: string) => String(form.get(name) ?? '');
  return handlePost(astro, (form) =>
    call(Agency_UpdateCompanyInformation, {
      body: { companyName: text(form, 'companyName'), headline: text(form, 'headline'), aboutMe: text(form, 'aboutMe'), website: text(form, 'website'), city: text(form, 'city') },
    }),
  );
}
