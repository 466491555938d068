/**
 * The POST of a signature form, handled by the page (works without JavaScript): the typed name and the consent box
 * go to the API; on refusal the page shows the message and keeps what was typed.
 */
type FieldErrors = Record<string, string[]>;

export interface SignFormState {
  fullName: string;
  consent: boolean;
  message: string | null;
  errors: FieldErrors;
}

export const emptySignForm: SignFormState = { fullName: '', consent: false, message: null, errors: {} };

type ApiCall = (path: string, init?: RequestInit) => Promise<Response>;

/** Sends the form to `apiPath`; on refusal, the state to show again with the API's message. */
export async function submitSignature(request: Request, api: ApiCall, apiPath: string): Promise<{ ok: true } | { ok: false; status: number; state: SignFormState }> {
  const form = await request.formData().catch(() => new FormData());
  const fullName = String(form.get('fullName') ?? '');
  const consent = form.get('consent') === 'on';
  const userAgent = request.headers.get('user-agent');
  const res = await api(apiPath, {
    method: 'POST',
    body: JSON.stringify({ fullName, consent }),
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  if (res.ok) return { ok: true };
  const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
  return {
    ok: false,
    status: res.status,
    state: { fullName, consent, message: body.message ?? 'The document could not be signed. Please try again.', errors: body.errors ?? {} },
  };
}
