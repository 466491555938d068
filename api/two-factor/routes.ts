/**
 * The TwoFactor controller: the account's second factors (an authenticator app with recovery codes, passkeys) and
 * the step-up a money action asks for. Every change is mailed to the account's address (factor-changes.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { route } from '../contract/route.ts';
import { messageAnswer } from '../http/answers.ts';
import { signedIn } from '../access/people.ts';
import { callerOf } from '../access/access.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { secondFactors } from '../db/schema/index.ts';
import { loadAccount } from '../auth/account.ts';
import {
  changeFactorSchema,
  confirmTotpSchema,
  passkeyRegistrationSchema,
  removePasskeySchema,
  secondFactorProofSchema,
  startTotpSchema,
  twoFactorLimits,
  twoFactorTexts,
} from '#domain/two-factor.ts';
import { passkeyOptionsAnswer, recoveryCodesAnswer, totpStartedAnswer, twoFactorStatusAnswer } from './answers.ts';
import { confirmedFactors, type SecondFactorRow } from './factors.ts';
import { changeSecondFactors, removeSecondFactors } from './factor-changes.ts';
import type { SecondFactorChange } from '../mail/templates/second-factor-changed.ts';
import { assertMayChangeFactors } from './may-change.ts';
import { authenticationOptions, registrationOptions, verifiedRegistration } from './passkeys.ts';
import { proveSecondFactor, withCodeLimit } from './proof.ts';
import { makeRecoveryCodes, recoveryCodesLeft } from './recovery-codes.ts';
import { assertFreshSecondFactor, markSecondFactor, provenRecently } from './step-up.ts';
import { matchTotp, newTotpSecret, openTotpSecret, sealTotpSecret, totpAddress } from './totp.ts';
import type { Deps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { AccessClaims } from '#kernel/tokens.ts';

const callerFor = (deps: Deps, user: AccessClaims) => callerOf({ deps, user, id: undefined, refusal: undefined });

async function pendingTotp(deps: Deps, userId: number) {
  const [row] = await deps.db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), eq(secondFactors.kind, 'totp'), isNull(secondFactors.confirmedAt)));
  return row ?? null;
}

/** Before a factor is set up: the caller may change factors, has no more than `full` allows, and has an account. */
async function beforeNewFactor(deps: Deps, user: AccessClaims, proof: { password?: string | undefined; ip: string }, full: (factors: SecondFactorRow[]) => boolean, refusal: string) {
  await assertMayChangeFactors(deps, await callerFor(deps, user), proof);
  const factors = await confirmedFactors(deps.db, user.userId);
  if (full(factors)) throw conflict(refusal);
  const account = await loadAccount(deps.db, user.userId);
  if (!account) throw notFound();
  return { factors, account };
}

/** A factor set up by `write`, which answers the recovery codes it made: the change is mailed and this session has proven a factor. */
async function factorAdded(deps: Deps, user: AccessClaims, change: SecondFactorChange, message: string, write: (tx: Db) => Promise<string[]>) {
  const recoveryCodes = await changeSecondFactors(deps, user.userId, change, write);
  await markSecondFactor(deps, user.sid);
  return { message, recoveryCodes };
}

export const twoFactorRoutes = [
  route({
    method: 'get',
    path: '/api/TwoFactor/Status',
    summary: 'The account’s second factors: the authenticator app, the passkeys, the recovery codes left, and whether this session proved one recently',
    access: signedIn,
    response: twoFactorStatusAnswer,
    handler: async ({ deps, user, caller }) => {
      const factors = await confirmedFactors(deps.db, user.userId);
      return {
        totp: factors.some((f) => f.kind === 'totp'),
        passkeys: factors
          .filter((f) => f.kind === 'passkey')
          .map((f) => ({ id: f.id, name: f.name, createdAt: f.createdAt, lastUsedAt: f.lastUsedAt })),
        recoveryCodesLeft: factors.length > 0 ? await recoveryCodesLeft(deps.db, user.userId) : 0,
        provenRecently: provenRecently(deps, caller?.secondFactorAt ?? null),
        passwordNeeded: factors.length === 0,
      };
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/StartTotp',
    summary: 'Start setting up an authenticator app: a new secret and its otpauth address (confirmed by ConfirmTotp)',
    access: signedIn,
    body: startTotpSchema,
    response: totpStartedAnswer,
    handler: async ({ deps, user, body, ip }) => {
      const { account } = await beforeNewFactor(deps, user, { password: body.password, ip }, (factors) => factors.some((f) => f.kind === 'totp'), twoFactorTexts.totpAlreadyOn);
      const secret = newTotpSecret();
      await deps.db.transaction(async (tx) => {
        await tx.delete(secondFactors).where(and(eq(secondFactors.userId, user.userId), eq(secondFactors.kind, 'totp'), isNull(secondFactors.confirmedAt)));
        await tx.insert(secondFactors).values({ userId: user.userId, kind: 'totp', name: 'Authenticator app', totpSecretSealed: sealTotpSecret(deps, secret), createdAt: deps.now() });
      });
      return { message: twoFactorTexts.totpStarted, secret, address: totpAddress(secret, account.user.email) };
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/ConfirmTotp',
    summary: 'Finish setting up the authenticator app with a code it shows: turns it on and answers 10 recovery codes, shown only once',
    access: signedIn,
    body: confirmTotpSchema,
    response: recoveryCodesAnswer,
    handler: async ({ deps, user, body, ip }) => {
      const pending = await pendingTotp(deps, user.userId);
      if (!pending?.totpSecretSealed) throw badRequest(twoFactorTexts.totpNotStarted, { code: [twoFactorTexts.totpNotStarted] });
      const secret = openTotpSecret(deps, pending.totpSecretSealed);
      const step = await withCodeLimit(deps, { id: user.userId, ip }, () => matchTotp(deps, secret, body.code, null).then((s) => s ?? false));
      return factorAdded(deps, user, 'totp-enabled', twoFactorTexts.totpEnabled, async (tx) => {
        await tx.update(secondFactors).set({ confirmedAt: deps.now(), totpLastStep: step, lastUsedAt: deps.now() }).where(eq(secondFactors.id, pending.id));
        return makeRecoveryCodes(deps, tx, user.userId);
      });
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/RemoveTotp',
    summary: 'Remove the authenticator app (needs a second factor proven in the last 10 minutes); without another factor the recovery codes go too',
    access: signedIn,
    body: changeFactorSchema,
    response: messageAnswer,
    handler: async ({ deps, user, body, ip }) => {
      await assertMayChangeFactors(deps, await callerFor(deps, user), { password: body.password, ip });
      await removeSecondFactors(deps, user.userId, 'totp-removed', and(eq(secondFactors.userId, user.userId), eq(secondFactors.kind, 'totp')));
      return { message: twoFactorTexts.totpDisabled };
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/NewRecoveryCodes',
    summary: 'Make 10 new recovery codes (shown only once); the old ones stop working',
    access: signedIn,
    response: recoveryCodesAnswer,
    handler: async ({ deps, user, caller }) => {
      await assertFreshSecondFactor(deps, caller ?? (await callerFor(deps, user)));
      const recoveryCodes = await changeSecondFactors(deps, user.userId, 'recovery-codes-made', (tx) => makeRecoveryCodes(deps, tx, user.userId));
      return { message: twoFactorTexts.recoveryCodesMade, recoveryCodes };
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/PasskeyOptions',
    summary: 'Options for the browser to create a passkey (answered by AddPasskey within 5 minutes)',
    access: signedIn,
    body: changeFactorSchema,
    response: passkeyOptionsAnswer,
    handler: async ({ deps, user, body, ip }) => {
      const passkeysFull = (factors: SecondFactorRow[]) => factors.filter((f) => f.kind === 'passkey').length >= twoFactorLimits.passkeysPerAccount;
      const { factors, account } = await beforeNewFactor(deps, user, { password: body.password, ip }, passkeysFull, twoFactorTexts.tooManyPasskeys);
      const name = `${account.user.firstName} ${account.user.lastName}`.trim();
      return registrationOptions(deps, { id: user.userId, email: account.user.email, name }, factors);
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/AddPasskey',
    summary: 'Add the passkey the browser created with PasskeyOptions; the first factor also makes 10 recovery codes',
    access: signedIn,
    body: passkeyRegistrationSchema,
    response: recoveryCodesAnswer,
    handler: async ({ deps, user, body }) => {
      const credential = await verifiedRegistration(deps, user.userId, body.passkey);
      if (!credential) throw badRequest(twoFactorTexts.passkeyFailed, { passkey: [twoFactorTexts.passkeyFailed] });
      const first = (await confirmedFactors(deps.db, user.userId)).length === 0;
      return factorAdded(deps, user, 'passkey-added', twoFactorTexts.passkeyAdded, async (tx) => {
        await tx.insert(secondFactors).values({ userId: user.userId, kind: 'passkey', name: body.name, ...credential, confirmedAt: deps.now(), lastUsedAt: deps.now() });
        return first ? makeRecoveryCodes(deps, tx, user.userId) : [];
      });
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/RemovePasskey',
    summary: 'Remove one of the account’s passkeys (needs a second factor proven in the last 10 minutes)',
    access: signedIn,
    body: removePasskeySchema,
    response: messageAnswer,
    handler: async ({ deps, user, body, caller }) => {
      await assertFreshSecondFactor(deps, caller ?? (await callerFor(deps, user)));
      const [own] = await deps.db
        .select({ id: secondFactors.id })
        .from(secondFactors)
        .where(and(eq(secondFactors.id, body.id), eq(secondFactors.userId, user.userId), eq(secondFactors.kind, 'passkey')));
      if (!own) throw notFound('This passkey was not found.');
      await removeSecondFactors(deps, user.userId, 'passkey-removed', eq(secondFactors.id, own.id));
      return { message: twoFactorTexts.passkeyRemoved };
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/ConfirmOptions',
    summary: 'Options for the browser to ask one of the account’s passkeys (answered by Confirm)',
    access: signedIn,
    response: passkeyOptionsAnswer,
    handler: async ({ deps, user }) => {
      return authenticationOptions(deps, user.userId);
    },
  }),
  route({
    method: 'post',
    path: '/api/TwoFactor/Confirm',
    summary: 'Prove a second factor now (a code or a passkey): money actions are open to this session for 10 minutes',
    access: signedIn,
    body: secondFactorProofSchema,
    response: messageAnswer,
    handler: async ({ deps, user, body, ip }) => {
      await proveSecondFactor(deps, { id: user.userId, ip }, body);
      await markSecondFactor(deps, user.sid);
      return { message: twoFactorTexts.confirmed };
    },
  }),
];
