/**
 * A file a talent stages on their profile (a portfolio file, a resume, a certification's document): counted against
 * the user's upload rate and staged quota (upload-policy.ts), at most 20 MB and of the types the form takes.
 */
import type { Deps } from '../deps.ts';
import { limits } from '#domain/constants.ts';
import { receiveFile, type ReceivedFile } from './receive-file.ts';
import { consumeUploadRate, stagedRoom, uploadTexts } from './upload-policy.ts';

export interface StagedFileRules {
  /** The content types the form takes (by the bytes). */
  types: readonly string[];
  /** 413 text when the file is over 20 MB (the quota's own text when the quota leaves less room). */
  tooLarge: string;
  /** 415 text for a file of another type. */
  wrongType: string;
}

export async function receiveStagedFile(deps: Deps, userId: number, request: Request, rules: StagedFileRules): Promise<ReceivedFile> {
  await consumeUploadRate(deps, userId);
  const maxBytes = Math.min(limits.fileMaxBytes, await stagedRoom(deps, userId));
  return receiveFile(deps, userId, request, {
    maxBytes,
    tooLargeMessage: maxBytes < limits.fileMaxBytes ? uploadTexts.quota : rules.tooLarge,
    typeMessage: rules.wrongType,
    accepts: (type) => rules.types.includes(type.contentType),
  });
}
