/** The captcha field's value for a challenge, solved as the ALTCHA widget solves it: the tests' way past the captcha. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export async function captchaAnswer(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha was not solved.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
