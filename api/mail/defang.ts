/**
 * Text a user wrote, made safe to put in an e-mail: no part of it can become a link. Mail clients turn web
 * addresses, host names and e-mail addresses in text into links, in the plain-text part as in HTML, so a request
 * message holding "https://evil.example/phish" would arrive as a live link in our name. Schemes are dropped and the
 * dots of host names and IP addresses are bracketed: "https://evil.example/phish" reads "evil[.]example/phish".
 * Ordinary prose keeps its dots: "e.g.", "3.5" and "v1.2" are no host names.
 */

/** A scheme and its slashes (http://, https://, ftp://) or a mailto:/javascript:-style prefix. */
const SCHEME = /\b(?:[a-z][a-z0-9+.-]*:\/\/+|(?:mailto|javascript|data|file|tel|sms|callto|skype):)/giu;
/** Dots as host names use them: ASCII and the ideographic and full-width full stops some clients accept. */
const DOT = '[.\u3002\uff0e\uff61]';
/** A host name: labels of letters, digits and hyphens joined by dots, ending in a label of two letters or more. */
const HOST = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?${DOT})+\\p{L}{2,63}(?![\\p{L}\\p{N}_-])`, 'gu');
/** An IPv4 address. */
const IPV4 = new RegExp(`(?<![\\p{N}.])\\d{1,3}(?:${DOT}\\d{1,3}){3}(?![\\p{N}])`, 'gu');

const bracketDots = (match: string) => match.replace(new RegExp(DOT, 'gu'), '[.]');

export function defangLinks(text: string): string {
  return text.replace(SCHEME, '').replace(HOST, bracketDots).replace(IPV4, bracketDots);
}
