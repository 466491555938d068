/** Test helpers: read the Set-Cookie answers of the edge and send cookies back like a browser would. */
export interface SetCookie {
  value: string;
  attributes: Record<string, string | true>;
}

export function setCookies(res: Response): Map<string, SetCookie> {
  const jar = new Map<string, SetCookie>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const at = attr.indexOf('=');
      attributes[(at < 0 ? attr : attr.slice(0, at)).toLowerCase()] = at < 0 ? true : attr.slice(at + 1);
    }
    jar.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes });
  }
  return jar;
}

export function cookieHeader(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}
