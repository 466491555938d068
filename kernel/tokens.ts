/** Access tokens: short-lived EdDSA JWTs. The edge and the API verify them with the same public key. */
import { hkdfSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { loadDataKey } from './secret-box.ts';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type CryptoKey } from 'jose';

export interface AccessClaims {
  /** users.id */
  userId: number;
  /** session family (one sign-in) */
  sid: string;
  instrId: number | null;
  agencyInstrId: number | null;
  contactId: number | null;
  clientId: number | null;
  webRole: number | null;
}

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** A secret derived one-way (HKDF) from the private key: every instance sharing the key shares it. */
  derivedSecret: string;
  /** The key that encrypts bank numbers and tax ids at rest (kernel/secret-box.ts). */
  dataKey: Buffer;
}

const ALG = 'EdDSA';
const ISSUER = 'marketplace';

/** JWT_PRIVATE_KEY (an Ed25519 private JWK as JSON) when set; else a key kept in the data folder; else a fresh one. */
export async function loadSigningKeys(options: {
  privateJwk?: string | undefined;
  dataDir?: string | undefined;
  dataKey?: string | undefined;
}): Promise<SigningKeys> {
  let jwk: JWK | undefined = options.privateJwk ? (JSON.parse(options.privateJwk) as JWK) : undefined;
  const file = options.dataDir ? path.join(options.dataDir, 'keys', 'jwt-ed25519.json') : undefined;
  if (!jwk && file && existsSync(file)) jwk = JSON.parse(readFileSync(file, 'utf8')) as JWK;
  if (!jwk) {
    const pair = await generateKeyPair(ALG, { extractable: true, crv: 'Ed25519' });
    jwk = await exportJWK(pair.privateKey);
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
    }
  }
  const { d, ...publicJwk } = jwk;
  if (!d) throw new Error('The JWT signing key must be a private Ed25519 JWK (with "d").');
  return {
    privateKey: (await importJWK(jwk, ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALG)) as CryptoKey,
    derivedSecret: Buffer.from(hkdfSync('sha256', d, 'marketplace', 'server-secret', 32)).toString('base64url'),
    dataKey: loadDataKey({ key: options.dataKey, dataDir: options.dataDir }),
  };
}

export async function signAccessToken(keys: SigningKeys, claims: AccessClaims, ttlSeconds: number, now = new Date()) {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALG })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keys.privateKey);
}

/** `expiresAt`: when the token stops working, in milliseconds since the epoch. */
export type VerifyResult = { ok: true; claims: AccessClaims; expiresAt: number } | { ok: false; expired: boolean };

/** Checks signature and expiry only; the API also checks that the session family is still live. */
export async function verifyAccessToken(keys: SigningKeys, token: string, now = new Date()): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [ALG],
      issuer: ISSUER,
      currentDate: now,
    });
    const p = payload as unknown as AccessClaims;
    return {
      ok: true,
      claims: {
        userId: p.userId,
        sid: p.sid,
        instrId: p.instrId ?? null,
        agencyInstrId: p.agencyInstrId ?? null,
        contactId: p.contactId ?? null,
        clientId: p.clientId ?? null,
        webRole: p.webRole ?? null,
      },
      expiresAt: (payload.exp ?? 0) * 1000,
    };
  } catch (error) {
    return { ok: false, expired: (error as { code?: string }).code === 'ERR_JWT_EXPIRED' };
  }
}
