/** Characters no packet font has are printed as U+FFFD, never as blank text, with a warning naming the exhibit. */
import { describe, expect, it } from 'vitest';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';
import { buildPacket } from '../../server/platform/packet';

const canvasImport = () => import('@napi-rs/canvas');

describe('packet fonts', () => {
  it('prints an emoji or an Ethiopic letter as U+FFFD and warns which exhibit has it', async () => {
    const result = await buildPacket(
      {
        pageSize: 'letter',
        cover: { applicant: 'Ada Example 😀', visaLabel: 'O-1A', classification: 'Sciences', date: 'November 24, 2026' },
        petitionLetter: [],
        exhibits: [{ label: 'Exhibit 7', number: 7, title: 'Note ሀ', criterionTitle: 'Awards', kind: 'text', text: 'Smile 😀\ufe0f, joined.' }],
      },
      { maxPartBytes: 12 * 1024 * 1024 },
    );
    expect(result.warnings).toEqual([
      "The cover: a character is in none of the packet's fonts (U+1F600), so it is printed as '\uFFFD'.",
      "Exhibit 7 (Note ሀ): some characters are in none of the packet's fonts (U+1200, U+1F600), so they are printed as '\uFFFD'.",
    ]);
    const doc = await getDocumentProxy(new Uint8Array(result.parts[0]?.bytes ?? []), { CanvasFactory: await createIsomorphicCanvasFactory(canvasImport) });
    const text = async (n: number) => ((await (await doc.getPage(n)).getTextContent()).items as { str?: string }[]).map((i) => i.str ?? '').join('');
    expect(await text(1)).toContain('Ada Example \uFFFD');
    expect(await text(3)).toContain('Note \uFFFD');
    expect(await text(4)).toContain('Smile \uFFFD, joined.');
  });
});
