/** Who signs the agreements for the caller: a talent, an agency's owner, a company's administrator. */
import { describe, expect, it } from 'vitest';
import { clientSigner, clientSigningOf, isClientDocType, signatory, signingFor, talentSigner, talentSigningOf, type SignatoryActor } from '#api/access/signing.ts';
import { HttpError } from '#api/http/errors.ts';
import type { Account } from '#api/auth/account.ts';
import type { Caller } from '#api/access/caller.ts';
import { legalTexts, type LegalDocType } from '#domain/legal.ts';
import { adminCaller, agencyCaller, caller, contactRow, resolveInput, talentCaller } from './caller-fixtures.ts';

const account = { user: { id: 1, firstName: 'Ann', lastName: 'Lee' } } as Account;
const signer = { userId: 1, firstName: 'Ann', lastName: 'Lee' };
const withAccount = (who: Caller): Caller => ({ ...who, account });

describe('the talent side of signing', () => {
  it('lets a talent sign the ICA for themself', () => {
    expect(talentSigningOf(withAccount(talentCaller(7)))).toEqual({
      kind: 'talent',
      party: { instrId: 7 },
      docTypes: ['ICA'],
      canSign: true,
      talent: { agencyId: null, ownInstrId: 7, instrIds: [7] },
      signer,
    });
  });

  it('lets an agency’s owner sign the Supplier Agreement for the agency, and its members read it', () => {
    const member = talentSigningOf(withAccount(agencyCaller()));
    expect(member).toEqual({
      kind: 'agency',
      party: { instrId: 3 },
      docTypes: ['Supplier Agreement'],
      canSign: false,
      talent: { agencyId: 3, ownInstrId: 12, instrIds: [12, 13] },
      signer,
    });
    expect(talentSigningOf(withAccount(agencyCaller({ isOwner: true })))?.canSign).toBe(true);
  });

  it('has no talent side for a client or for an agency’s own talent row without a membership', () => {
    expect(talentSigningOf(withAccount(adminCaller()))).toBeNull();
    expect(talentSigningOf(withAccount(caller({ ownInstrId: 3, ownInstrIsAgency: true })))).toBeNull();
  });
});

describe('the client side of signing', () => {
  it('lets a company’s administrator sign the company agreements, and other active contacts read them', () => {
    expect(clientSigningOf(withAccount(adminCaller()))).toEqual({ kind: 'client', party: { companyId: 2 }, docTypes: ['SOW', 'NDA', 'MSA', 'COC'], canSign: true, signer });
    expect(clientSigningOf(withAccount(caller({ contact: contactRow({ webRole: 1 }) })))?.canSign).toBe(false);
  });

  it('has no client side without an active contact of a company', () => {
    expect(clientSigningOf(withAccount(talentCaller()))).toBeNull();
    expect(clientSigningOf(withAccount(caller({ contact: contactRow({ status: 'I' }) })))).toBeNull();
  });

  it('knows the company agreements from the talent ones', () => {
    expect(['SOW', 'NDA', 'MSA', 'COC', 'ICA', 'Supplier Agreement'].map((t) => isClientDocType(t as LegalDocType))).toEqual([true, true, true, true, false, false]);
  });
});

/** The refusal of a call, or null when it goes through. */
function refusalOf(call: () => unknown): { status: number; message: string } | null {
  try {
    call();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
}
async function declarationRefusal(run: () => Promise<unknown>): Promise<{ status: number; message: string } | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
}

describe('the signing declarations', () => {
  it('each needs a signed-in caller and no record, and says whom it lets through', () => {
    const declared = [talentSigner, clientSigner, signatory].map(({ name, signedIn, record, refusal, description }) => ({ name, signedIn, record, refusal, described: description.length > 20 }));
    expect(declared).toEqual([
      { name: 'talent', signedIn: true, record: false, refusal: legalTexts.talentOnly, described: true },
      { name: 'client-contact', signedIn: true, record: false, refusal: legalTexts.clientOnly, described: true },
      { name: 'signed-in', signedIn: true, record: false, refusal: undefined, described: true },
    ]);
  });

  it('let talent and agency people through as signers, and refuse others with 403', async () => {
    const talentIn = await talentSigner.resolve(resolveInput(withAccount(talentCaller(7)), talentSigner.refusal));
    expect(talentIn.signing.docTypes).toEqual(['ICA']);
    expect(await declarationRefusal(() => talentSigner.resolve(resolveInput(withAccount(adminCaller()), talentSigner.refusal)))).toEqual({ status: 403, message: legalTexts.talentOnly });
  });

  it('let company contacts through as client signers, and refuse others with 403', async () => {
    const clientIn = await clientSigner.resolve(resolveInput(withAccount(adminCaller()), clientSigner.refusal));
    expect(clientIn.signing.kind).toBe('client');
    expect(await declarationRefusal(() => clientSigner.resolve(resolveInput(withAccount(talentCaller()), clientSigner.refusal)))).toEqual({ status: 403, message: legalTexts.clientOnly });
  });

  it('refuse a caller handed over without a signed-in user', async () => {
    const noUser = { ...resolveInput(withAccount(talentCaller(7)), talentSigner.refusal), user: null };
    expect(await declarationRefusal(() => talentSigner.resolve(noUser))).toEqual({ status: 403, message: legalTexts.talentOnly });
    await expect(signatory.resolve(noUser)).rejects.toThrow('A signed-in declaration was resolved without a user.');
  });

  it('give any signed-in user both sides they may sign for', async () => {
    const actor = await signatory.resolve(resolveInput(withAccount(talentCaller(7))));
    expect(actor.talent?.kind).toBe('talent');
    expect(actor.client).toBeNull();
  });
});

describe('the side a document type picks', () => {
  const talentSide = talentSigningOf(withAccount(talentCaller(7)));
  const agencySide = talentSigningOf(withAccount(agencyCaller({ isOwner: true })));
  const clientSide = clientSigningOf(withAccount(adminCaller()));
  const actor = (talent: SignatoryActor['talent'], client: SignatoryActor['client']): SignatoryActor => ({ user: caller().user, talent, client });

  it('is the talent side for the ICA and the client side for a company agreement', () => {
    expect(signingFor(actor(talentSide, clientSide), 'ICA')).toBe(talentSide);
    expect(signingFor(actor(talentSide, clientSide), 'NDA')).toBe(clientSide);
  });

  it('refuses a caller not of the document’s side, and a document the side does not sign', () => {
    expect(refusalOf(() => signingFor(actor(talentSide, null), 'MSA'))).toEqual({ status: 403, message: legalTexts.clientOnly });
    expect(refusalOf(() => signingFor(actor(null, clientSide), 'ICA'))).toEqual({ status: 403, message: legalTexts.talentOnly });
    expect(refusalOf(() => signingFor(actor(agencySide, null), 'ICA'))).toEqual({ status: 403, message: legalTexts.unknownDocType });
  });
});
