/**
 * A passkey for API tests, made in software as an authenticator makes one: a P-256 key pair, a "none" attestation on
 * registration and an ES256 signature over the authenticator data and the client data's hash on each use. It
 * answers the options the API hands out, for the site's own origin, as a browser's WebAuthn call would.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export function softwarePasskey(origin: string) {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(++counter);
    return bytes;
  };

  return {
    id: b64url(credentialId),
    /** The answer to registration options (PasskeyOptions' optionsJSON), as the JSON text a browser posts. */
    register(optionsJSON: string): string {
      const { challenge } = JSON.parse(optionsJSON) as { challenge: string };
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x45]), counterBytes(), Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(cose))]);
      const attestation = new Map<string, string | Map<string, string> | Uint8Array>();
      attestation.set('fmt', 'none');
      attestation.set('attStmt', new Map<string, string>());
      attestation.set('authData', authData);
      const attestationObject = isoCBOR.encode(attestation);
      return JSON.stringify({
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientData('webauthn.create', challenge)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      });
    },
    /** The answer to authentication options (ConfirmOptions' or LoginSecondStepOptions' optionsJSON). */
    answer(optionsJSON: string): string {
      const { challenge } = JSON.parse(optionsJSON) as { challenge: string };
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes()]);
      const data = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return JSON.stringify({
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(data), authenticatorData: b64url(authData), signature: b64url(signature) },
      });
    },
  };
}
