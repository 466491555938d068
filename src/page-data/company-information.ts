/**
 * The post of the company information pages: the owner saves the agency's information and, when one is chosen, a new
 * logo (a multipart form; the picture is checked here as the API checks it), or removes the logo (the form named
 * remove-logo) (post/redirect/get).
 */
import type { Call } from '../lib/api/operation.ts';
import { Agency_DeleteCompanyLogo, Agency_UpdateCompanyInformation } from '../lib/api/operations.gen.ts';
import { readPicture } from '#domain/picture-upload.ts';
import { fieldTexts, handlePost, type FormState } from './profile/form-post.ts';

export function handleCompanyPost(astro: Parameters<typeof handlePost>[0], call: Call): Promise<Response | FormState> {
  return handlePost(astro, async (form) => {
    if (form.get('form') === 'remove-logo') return call(Agency_DeleteCompanyLogo, {});
    const chosen = form.get('logo');
    const logo = await readPicture(chosen instanceof Blob ? chosen : null);
    if (!logo.ok) return { ok: false, status: 400, error: { message: logo.message, errors: { logo: [logo.message] } } };
    const result = await call(Agency_UpdateCompanyInformation, {
      body: {
        ...fieldTexts(form, ['companyName', 'headline', 'aboutMe', 'website', 'city']),
        ...(logo.base64 ? { logoBase64: logo.base64 } : {}),
      },
    });
    // A picture the server refuses (type or size) is named under its field.
    const pictureRefused = !result.ok && (result.status === 413 || result.status === 415 || result.error.errors?.imageAsBase64String);
    return pictureRefused ? { ...result, error: { message: result.error.message, errors: { logo: [result.error.message] } } } : result;
  });
}
