/** The favorite calls of the browser (spec 2 §7): add directly, remove after the user confirmed. */
import { api } from '../../lib/api-client.ts';

export async function setFavorite(instrId: number, favorite: boolean): Promise<boolean> {
  const res = favorite
    ? await api.request('/api/Company/AddTalentToFavorite', { method: 'POST', body: JSON.stringify({ instrId }) })
    : await api.request('/api/Company/RemoveTalentFromFavorite', { method: 'PUT', body: JSON.stringify({ instrID: instrId }) });
  await res.body?.cancel();
  return res.ok;
}
