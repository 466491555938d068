/**
 * Authenticator apps (TOTP, RFC 6238, through otplib): a 160-bit secret sealed with the data key, 6-digit codes of
 * 30 seconds, one step of clock drift either way, and never the same time step twice (a code seen once is spent).
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';
import type { Deps } from '../deps.ts';
import { open, seal } from '#kernel/secret-box.ts';

const PERIOD = 30;

export const newTotpSecret = () => generateSecret();

export const sealTotpSecret = (deps: Pick<Deps, 'keys'>, secret: string) => seal(deps.keys.dataKey, secret);

export const openTotpSecret = (deps: Pick<Deps, 'keys'>, sealed: string) => open(deps.keys.dataKey, sealed);

/** The otpauth:// address an authenticator app reads (as a QR code or a link). */
export const totpAddress = (secret: string, email: string) => generateURI({ issuer: 'Training Marketplace', label: email, secret });

const epochOf = (deps: Pick<Deps, 'now'>) => Math.floor(deps.now().getTime() / 1000);

/** The code an app shows at this moment (the demo data and the tests type it). */
export const currentTotpCode = (secret: string, now: Date) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

/** The time step of a matching code, or null; a code of a step at or before `lastStep` is refused (replay). */
export async function matchTotp(deps: Pick<Deps, 'now'>, secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: epochOf(deps),
    epochTolerance: PERIOD,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
