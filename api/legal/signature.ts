/** The checks every signature shares: the caller may sign, and the typed name is the account holder's. */
import { badRequest, forbidden } from '../http/errors.ts';
import { legalTexts, sameName, type Signature } from '#domain/legal.ts';
import type { Signer } from '../access/signing.ts';

export interface SignatureRecord {
  signerUserId: number;
  typedFullName: string;
  consent: true;
  ipAddress: string;
  userAgent: string | null;
}

export function checkSignature(signer: Signer, body: Signature, meta: { ip: string; userAgent: string | undefined }): SignatureRecord {
  if (!sameName(body.fullName, signer.firstName, signer.lastName)) {
    throw badRequest(legalTexts.nameMismatch(`${signer.firstName} ${signer.lastName}`), { fullName: [legalTexts.nameMismatch(`${signer.firstName} ${signer.lastName}`)] });
  }
  return {
    signerUserId: signer.userId,
    typedFullName: body.fullName.trim().replace(/\s+/g, ' '),
    consent: true,
    ipAddress: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  };
}

export function requireSigningRight(canSign: boolean, message: string) {
  if (!canSign) throw forbidden(message);
}
