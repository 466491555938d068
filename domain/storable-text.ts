/**
 * Text the database can store: PostgreSQL refuses the NUL character in text, and a lone UTF-16 surrogate (half of
 * an emoji, say) is not Unicode at all. Every validated query and body is checked by `unstorableTextPath` (the API
 * does it once, after its schema parsed the input), so each new field gets the check without asking for it.
 */
export const storableTextMessage = 'Text cannot contain the NUL character or broken Unicode (a lone surrogate). Remove it and try again.';

const UNSTORABLE = /\u0000|\p{Cs}/u;

export const isStorableText = (value: string) => !UNSTORABLE.test(value);

/** The path (`field.0.name`, `_` for the whole value) of the first string, or object key, that cannot be stored; null if none. */
export function unstorableTextPath(value: unknown, path: string[] = []): string | null {
  const here = () => path.join('.') || '_';
  if (typeof value === 'string') return isStorableText(value) ? null : here();
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return here();
      const found = unstorableTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
