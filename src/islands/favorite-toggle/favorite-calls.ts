/** The favorite calls of the browser: add directly, remove after the user confirmed. */
import { api } from '../../lib/api-client.ts';
import { Company_AddTalentToFavorite, Company_RemoveTalentFromFavorite } from '../../lib/api/operations.gen.ts';

export async function setFavorite(instrId: number, favorite: boolean): Promise<boolean> {
  const result = favorite
    ? await api.call(Company_AddTalentToFavorite, { body: { instrId } })
    : await api.call(Company_RemoveTalentFromFavorite, { body: { instrID: instrId } });
  return result.ok;
}
