/** What the two-factor pages share on the server: the passkey options a page renders for its passkey button. */
import type { ApiResult } from '../lib/api/operation.ts';

/** The options as JSON text when the account has passkeys to ask, else null (the page shows no passkey button). */
export function passkeyOptionsOf(answer: ApiResult<{ optionsJSON: string }>): string | null {
  if (!answer.ok) return null;
  const options = JSON.parse(answer.data.optionsJSON) as { allowCredentials?: unknown[] };
  return options.allowCredentials?.length ? answer.data.optionsJSON : null;
}
