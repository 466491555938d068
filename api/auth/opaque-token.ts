/** Opaque bearer secrets (refresh tokens, e-mail links): 32 random bytes, kept only as SHA-256 hashes. */
import { createHash, randomBytes } from 'node:crypto';

export const newOpaqueToken = () => randomBytes(32).toString('base64url');

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
