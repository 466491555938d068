/**
 * The card page's link to the gateway's hosted fields (decision record 320): the card is typed into the gateway's own
 * frame and comes back as a one-time token; this page never sees the number. Two kinds: the embedded test gateway's
 * frame (asked by postMessage) and PayTrace's Protect.js (its PTPayment object).
 */
import type { CardToken } from '#domain/payments.ts';
import { paymentTexts } from '#domain/payments.ts';

export type Tokenized = { ok: true; card: CardToken } | { ok: false; message: string };

export interface Tokenizer {
  tokenize(): Promise<Tokenized>;
  dispose(): void;
}

const TOKENIZE_TIMEOUT_MS = 15_000;

interface FieldsMessage {
  type: 'ready' | 'height' | 'token' | 'invalid' | 'failed';
  id?: string;
  height?: number;
  token?: string;
  message?: string;
}

/** The test gateway's frame: it answers `tokenize` with a token or with what is wrong (shown in the frame itself). */
export function testFieldsTokenizer(frame: HTMLIFrameElement, onHeight: (height: number) => void): Tokenizer {
  const waiting = new Map<string, (result: Tokenized) => void>();
  const listen = (event: MessageEvent<FieldsMessage>) => {
    if (event.origin !== window.location.origin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (data.type === 'height' && data.height) onHeight(data.height);
    const done = data.id ? waiting.get(data.id) : undefined;
    if (!done || !data.id) return;
    waiting.delete(data.id);
    done(data.type === 'token' && data.token ? { ok: true, card: { token: data.token } } : { ok: false, message: data.message ?? paymentTexts.cardTokenInvalid });
  };
  window.addEventListener('message', listen);
  return {
    tokenize: () =>
      new Promise<Tokenized>((resolve) => {
        const id = crypto.randomUUID();
        const timer = window.setTimeout(() => {
          waiting.delete(id);
          resolve({ ok: false, message: paymentTexts.fieldsNotReady });
        }, TOKENIZE_TIMEOUT_MS);
        waiting.set(id, (result) => {
          window.clearTimeout(timer);
          resolve(result);
        });
        frame.contentWindow?.postMessage({ type: 'tokenize', id }, window.location.origin);
      }),
    dispose: () => window.removeEventListener('message', listen),
  };
}

interface ProtectApi {
  setup(options: { authorization: { clientKey: string } }): Promise<unknown>;
  validate(callback: (errors: { description?: string }[]) => void): void;
  process(): Promise<{ success: boolean; message: { hpf_token: string; enc_key: string } }>;
}

declare global {
  interface Window {
    PTPayment?: ProtectApi;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Protect.js did not load.'));
    document.head.append(script);
  });
}

/** PayTrace's Protect.js: its fields fill the #pt_hpf_form element; process() answers hpf_token and enc_key. */
export async function protectTokenizer(setup: { scriptUrl: string; clientKey: string }): Promise<Tokenizer> {
  await loadScript(setup.scriptUrl);
  const protect = window.PTPayment;
  if (!protect) throw new Error('Protect.js did not start.');
  await protect.setup({ authorization: { clientKey: setup.clientKey } });
  const validate = () => new Promise<string | null>((resolve) => protect.validate((errors) => resolve(errors[0]?.description ?? null)));
  return {
    async tokenize() {
      const problem = await validate();
      if (problem) return { ok: false, message: problem };
      try {
        const answer = await protect.process();
        return answer.success ? { ok: true, card: { token: answer.message.hpf_token, key: answer.message.enc_key } } : { ok: false, message: paymentTexts.cardTokenInvalid };
      } catch {
        return { ok: false, message: paymentTexts.cardTokenInvalid };
      }
    },
    dispose: () => {},
  };
}
