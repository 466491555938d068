import { describe, expect, it } from 'vitest';
import { readPdfText } from './read-pdf-text.ts';
import { renderPdf } from './render-pdf.ts';

describe('renderPdf', () => {
  it('writes the title, the paragraphs and the signature block', async () => {
    const bytes = await renderPdf({
      title: 'Independent Contractor Agreement',
      paragraphs: ['First paragraph.', 'Second paragraph with a long text '.repeat(40)],
      signature: { name: 'Zoë Łukasz', signedAt: new Date('2026-03-04T05:06:07Z'), ip: '203.0.113.9' },
    });
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await readPdfText(bytes);
    expect(text).toContain('Independent Contractor Agreement');
    expect(text).toContain('First paragraph.');
    expect(text).toContain('Name: Zoë Łukasz');
    expect(text).toContain('Date: 2026-03-04 05:06:07 UTC');
    expect(text).toContain('IP address: 203.0.113.9');
  });

  it('prints signer names in Latin, Cyrillic, Greek, Chinese, Japanese, Korean and Arabic script, and stays small', async () => {
    const names = ['Zoë Łukasz-Nguyễn', 'Анна Иванова', 'Νίκος Παπαδόπουλος', '王小明', 'さくら 山田', '김민준', 'محمد علي'];
    for (const name of names) {
      const bytes = await renderPdf({ title: 'Work Order', paragraphs: ['Signed by the talent.'], signature: { name, signedAt: new Date(), ip: null } });
      const text = await readPdfText(bytes);
      // Right-to-left text is stored in the order it is drawn, so the Arabic name reads back reversed.
      const drawn = /\p{Script=Arabic}/u.test(name) ? [...name].reverse().join('') : name;
      expect(text).toContain(`Name: ${drawn}`);
      expect(text).not.toContain('?');
      expect(bytes.length).toBeLessThan(60_000);
    }
  });

  it('starts a new page when the text does not fit', async () => {
    const bytes = await renderPdf({ title: 'Long', paragraphs: Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1}`) });
    expect(await readPdfText(bytes)).toContain('Paragraph 80');
  });
});
