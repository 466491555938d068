/**
 * Passkeys (WebAuthn, through @simplewebauthn/server). The relying party is the site itself: its id is the host of
 * the configured public origin, and answers are accepted from that origin only. Every challenge is stored and
 * answered once, within 5 minutes, by the user it was made for. Options travel as JSON text, as the browser library reads them.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Deps } from '../deps.ts';
import { secondFactors, webauthnChallenges } from '../db/schema/index.ts';
import { linkOrigin } from '../mail/links.ts';
import { confirmedFactors, type SecondFactorRow } from './factors.ts';

const CHALLENGE_MS = 5 * 60_000;

/** The WebAuthn library with its certificate parsers, loaded when a passkey is first used rather than at every start. */
const webauthn = () => import('@simplewebauthn/server');

const relyingParty = (deps: Deps) => {
  const origin = linkOrigin(deps.config);
  return { origin, rpID: new URL(origin).hostname };
};

async function storeChallenge(deps: Deps, userId: number, purpose: 'register' | 'verify', challenge: string) {
  await deps.db.insert(webauthnChallenges).values({ challenge, userId, purpose, expiresAt: new Date(deps.now().getTime() + CHALLENGE_MS) });
}

/** Spends the challenge when it is this user's, of this purpose, unused and not expired. */
const spendChallenge = (deps: Deps, userId: number, purpose: 'register' | 'verify') => async (challenge: string) => {
  const spent = await deps.db
    .update(webauthnChallenges)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.userId, userId),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, deps.now()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return spent.length > 0;
};

const transportsOf = (row: SecondFactorRow): AuthenticatorTransport[] =>
  row.transports ? (JSON.parse(row.transports) as AuthenticatorTransport[]) : [];

const parsed = <T>(json: string): T | null => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
};

export async function registrationOptions(
  deps: Deps,
  user: { id: number; email: string; name: string },
  existing: readonly SecondFactorRow[],
): Promise<{ optionsJSON: string }> {
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: 'Training Marketplace',
    rpID: relyingParty(deps).rpID,
    userName: user.email,
    userDisplayName: user.name,
    attestationType: 'none',
    excludeCredentials: existing.filter((f) => f.credentialId).map((f) => ({ id: f.credentialId ?? '', transports: transportsOf(f) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await storeChallenge(deps, user.id, 'register', options.challenge);
  return { optionsJSON: JSON.stringify(options) };
}

/** What a passkey's answer must match: the challenge stored for this user and purpose, and this site. */
function expected(deps: Deps, userId: number, purpose: 'register' | 'verify') {
  const { origin, rpID } = relyingParty(deps);
  return { expectedChallenge: spendChallenge(deps, userId, purpose), expectedOrigin: origin, expectedRPID: rpID };
}

/** Checks a new passkey's answer; the credential to store, or null when it does not hold. */
export async function verifiedRegistration(deps: Deps, userId: number, answer: string) {
  const response = parsed<RegistrationResponseJSON>(answer);
  if (!response) return null;
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response,
    ...expected(deps, userId, 'register'),
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
  };
}

/** Options for the browser to ask one of the account's passkeys. */
export async function authenticationOptions(deps: Deps, userId: number): Promise<{ optionsJSON: string }> {
  const passkeys = (await confirmedFactors(deps.db, userId)).filter((f) => f.kind === 'passkey');
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps).rpID,
    allowCredentials: passkeys.filter((f) => f.credentialId).map((f) => ({ id: f.credentialId ?? '', transports: transportsOf(f) })),
    userVerification: 'preferred',
  });
  await storeChallenge(deps, userId, 'verify', options.challenge);
  return { optionsJSON: JSON.stringify(options) };
}

/** Checks a passkey's answer against the user's passkeys; the passkey used, with its new counter stored, or null. */
export async function verifiedPasskey(deps: Deps, userId: number, passkeys: readonly SecondFactorRow[], answer: string): Promise<SecondFactorRow | null> {
  const response = parsed<AuthenticationResponseJSON>(answer);
  const passkey = response && passkeys.find((f) => f.credentialId === response.id);
  if (!response || !passkey?.credentialId || !passkey.publicKey) return null;
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    ...expected(deps, userId, 'verify'),
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.signCount,
      transports: transportsOf(passkey),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return null;
  await deps.db
    .update(secondFactors)
    .set({ signCount: result.authenticationInfo.newCounter, lastUsedAt: deps.now() })
    .where(eq(secondFactors.id, passkey.id));
  return passkey;
}
