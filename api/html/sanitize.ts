/**
 * The HTML that users and mails write, made safe to show: notification bodies and proposal descriptions. An
 * allow-list on sanitize-html (a maintained parser-based sanitiser): a few formatting tags without attributes, and
 * links whose only attribute is an http(s) or relative href, opened with rel="noopener noreferrer". Everything else
 * is dropped; the content of script-like elements is dropped with them. Text is escaped, tags left open are closed, and
 * stray markup is read as a browser reads it (a stray </p> is an empty paragraph).
 */
import sanitize from 'sanitize-html';

/** Elements whose content is never shown as text. */
const dropWithContent = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'noembed', 'noframes', 'plaintext'];

/** http(s) and relative links only; whitespace and control characters browsers ignore cannot hide a scheme. */
export function safeHref(value: string): string | null {
  const trimmed = value.trim();
  const compact = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!compact) return null;
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  if (scheme === undefined) return trimmed;
  return /^https?$/i.test(scheme) ? trimmed : null;
}

const options: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'span', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: dropWithContent,
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href ?? '');
      const kept: sanitize.Attributes = href === null ? {} : { href, rel: 'noopener noreferrer' };
      return { tagName, attribs: kept };
    },
  },
};

export const sanitizeHtml = (input: string): string => sanitize(input, options);
