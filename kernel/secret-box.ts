/**
 * Encryption at rest for bank numbers, IBANs and tax ids (decision record 320): AES-256-GCM with a random 12-byte
 * nonce, stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url. The key is DATA_ENCRYPTION_KEY when set, else one
 * generated once and kept in DATA_DIR/keys (like the JWT key); without a data folder (tests) a fresh key per process.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

export function loadDataKey(options: { key?: string | undefined; dataDir?: string | undefined }): Buffer {
  if (options.key) return Buffer.from(options.key, 'base64');
  const file = options.dataDir ? path.join(options.dataDir, 'keys', 'data-aes256.key') : undefined;
  if (file && existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  }
  return key;
}

export function seal(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function open(key: Buffer, sealed: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) throw new Error('Not a sealed value.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The last four characters a person may be shown of a secret number ("•••• 6789"). */
export const lastFour = (value: string): string => value.replace(/\s/g, '').slice(-4);
