/**
 * The captcha field's value for a challenge, solved as the ALTCHA widget solves it: the tests' way past the captcha.
 * Callers ask for the challenge at `captchaPath`, the typed client's path of the operation, with the transport they
 * have (fetch with an origin, a browser context's request, the app in process), and hand its JSON here.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { pathOf } from '../../src/lib/api/operation.ts';
import { User_Captcha } from '../../src/lib/api/operations.gen.ts';

export const captchaPath = pathOf(User_Captcha);

export async function captchaAnswer(challengeJson: unknown): Promise<string> {
  const challenge = challengeJson as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha was not solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
