import { describe, expect, it } from 'vitest';
import type { Evidence } from '../../src/contract/entities';
import { LIST_TEXT_MAX, LIST_TEXT_MIN, textStart, toEvidenceListItem, type EvidenceListItem } from '../../src/contract/evidence-list';
import { patchRow, planFor, removeRow, upsertRow } from '../../src/features/evidence/lib/patch-list';
import { chooseEncoding, etagMatches, VersionedBodies } from '../../server/platform/http/versioned-reply';

// Decision 034: the list's rows, the patch a push makes to the cached list, and the ETag helpers.

const row = (id: string, over: Partial<EvidenceListItem> = {}): EvidenceListItem => ({
  id,
  evidenceNumber: Number(id.slice(1)),
  fileName: `${id}.pdf`,
  exhibitTitle: `Award certificate ${id}`,
  fileSize: 100,
  mimeType: 'application/pdf',
  category: 'o1a_awards',
  aiTags: ['award'],
  aiDescription: 'An award.',
  aiAnalysis: { relevance: 'Awards.' },
  processingStatus: 'completed',
  processingError: null,
  userNotes: null,
  userSetFields: [],
  textCut: [],
  descriptionPreview: 'An award.',
  relevancePreview: 'Awards.',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const list = [row('e1'), row('e2'), row('e3')];

describe('the cache patch a push makes', () => {
  it('changes the named row and leaves every other row the same object', () => {
    const next = patchRow(list, 'e2', { processingStatus: 'processing' });
    expect(next.map((r) => r.processingStatus)).toEqual(['completed', 'processing', 'completed']);
    expect(next[0]).toBe(list[0]);
    expect(next[2]).toBe(list[2]);
    expect(list[1]?.processingStatus).toBe('completed');
  });

  it('replaces a fetched row in place, adds a new one, and drops a deleted one', () => {
    const fresh = row('e2', { aiDescription: 'Now analysed again.' });
    const replaced = upsertRow(list, fresh);
    expect(replaced.map((r) => r.id)).toEqual(['e1', 'e2', 'e3']);
    expect(replaced[1]).toBe(fresh);
    expect(replaced[0]).toBe(list[0]);
    expect(upsertRow(list, row('e4')).map((r) => r.id)).toEqual(['e1', 'e2', 'e3', 'e4']);
    const removed = removeRow(list, 'e2');
    expect(removed.map((r) => r.id)).toEqual(['e1', 'e3']);
    expect(removed[1]).toBe(list[2]);
  });

  it('takes the status from the message, fetches the row when its texts change or it is new, and the list when no row is named', () => {
    expect(planFor({ evidenceId: 'e1', status: 'processing' }, list)).toEqual({ kind: 'patch', id: 'e1', fields: { processingStatus: 'processing' } });
    expect(planFor({ evidenceId: 'e1', status: 'pending' }, list)).toEqual({ kind: 'patch', id: 'e1', fields: { processingStatus: 'pending' } });
    expect(planFor({ evidenceId: 'e1', status: 'failed', error: 'Damaged file' }, list)).toEqual({
      kind: 'patch',
      id: 'e1',
      fields: { processingStatus: 'failed', processingError: 'Damaged file' },
    });
    expect(planFor({ evidenceId: 'e1', status: 'failed' }, list)).toEqual({ kind: 'fetch-row', id: 'e1' });
    expect(planFor({ evidenceId: 'e1', status: 'completed' }, list)).toEqual({ kind: 'fetch-row', id: 'e1' });
    expect(planFor({ evidenceId: 'e1', status: 'updated' }, list)).toEqual({ kind: 'fetch-row', id: 'e1' });
    expect(planFor({ evidenceId: 'e9', status: 'pending' }, list)).toEqual({ kind: 'fetch-row', id: 'e9' });
    expect(planFor({ status: 'updated' }, list)).toEqual({ kind: 'fetch-list' });
    expect(planFor({ evidenceId: 'e1', status: 'completed' }, undefined)).toEqual({ kind: 'fetch-list' });
  });
});

describe("the list's start of a long text", () => {
  it('keeps a short text whole and cuts a long one at a paragraph end between the bounds', () => {
    expect(textStart('Short.')).toEqual({ text: 'Short.', cut: false });
    const first = `${'a'.repeat(LIST_TEXT_MIN + 10)}.`;
    // A later line break inside the window is not where it ends: the paragraph is.
    const long = `${first}\n\n${'b '.repeat(30)}\n${'c '.repeat(LIST_TEXT_MAX)}`;
    expect(textStart(long)).toEqual({ text: first, cut: true });
  });

  it('else ends at a word, never inside one, and never splits a surrogate pair', () => {
    const words = 'word '.repeat(LIST_TEXT_MAX);
    const start = textStart(words);
    expect(start.cut).toBe(true);
    expect(start.text.length).toBeLessThanOrEqual(LIST_TEXT_MAX);
    expect(start.text.length).toBeGreaterThanOrEqual(LIST_TEXT_MIN - 1);
    expect(start.text.endsWith('word')).toBe(true);
    const emoji = textStart(`x${'😀'.repeat(LIST_TEXT_MAX)}`);
    expect(emoji.cut).toBe(true);
    expect(emoji.text.charCodeAt(emoji.text.length - 1)).not.toBeLessThan(0xdc00);
  });

  it('turns a whole row into the list row: the table fields, cut texts flagged', () => {
    const whole: Evidence = {
      ...row('e1'),
      petitionId: 'p1',
      fileUrl: '/objects/x.pdf',
      md5Hash: 'abc',
      aiDescription: `${'Para one. '.repeat(20)}\n\n${'Para two. '.repeat(40)}`,
      aiAnalysis: { relevance: 'Short relevance.', criteriaIds: ['o1a_awards'], kind: 'award' },
      factSheet: null,
      openaiFileId: null,
      openaiFileStatus: null,
      openaiUploadedAt: null,
      vectorStoreFileId: null,
      vectorStoreId: null,
      vectorStoreStatus: null,
      vectorStoreAttachedAt: null,
      vectorStoreError: null,
    };
    const item = toEvidenceListItem(whole);
    expect(item.textCut).toEqual(['description']);
    expect(item.aiDescription).toBe('Para one. '.repeat(20).trimEnd());
    expect(item.aiAnalysis).toEqual({ relevance: 'Short relevance.' });
    // The cells' previews: one line of plain text, read from the start the list keeps; '…' where it goes on.
    expect(item.descriptionPreview).toBe(`${'Para one. '.repeat(14).slice(0, 139).trimEnd()}…`);
    expect(item.relevancePreview).toBe('Short relevance.');
    expect(item).not.toHaveProperty('fileUrl');
    expect(item).not.toHaveProperty('petitionId');
  });
});

describe('ETags and the kept replies', () => {
  it('compares If-None-Match weakly, in a list, and takes *', () => {
    expect(etagMatches('W/"v1"', 'W/"v1"')).toBe(true);
    expect(etagMatches('"v1"', 'W/"v1"')).toBe(true);
    expect(etagMatches('"a", W/"v1"', 'W/"v1"')).toBe(true);
    expect(etagMatches('*', 'W/"v1"')).toBe(true);
    expect(etagMatches('W/"v2"', 'W/"v1"')).toBe(false);
    expect(etagMatches(undefined, 'W/"v1"')).toBe(false);
  });

  it('chooses brotli, else gzip, as Accept-Encoding allows', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('serves a kept body only for its version and drops the least recently used when full', () => {
    const bodies = new VersionedBodies(100);
    bodies.set('a', 'v1', Buffer.alloc(20));
    expect(bodies.get('a', 'v1')).toHaveLength(20);
    expect(bodies.get('a', 'v2')).toBeUndefined();
    bodies.set('b', 'v1', Buffer.alloc(20));
    bodies.set('c', 'v1', Buffer.alloc(20));
    bodies.get('a', 'v1');
    bodies.set('d', 'v1', Buffer.alloc(20));
    bodies.set('e', 'v1', Buffer.alloc(25));
    expect(bodies.get('b', 'v1')).toBeUndefined();
    expect(bodies.get('a', 'v1')).toHaveLength(20);
    // One reply of more than a quarter of the room is not kept at all.
    bodies.set('f', 'v1', Buffer.alloc(26));
    expect(bodies.get('f', 'v1')).toBeUndefined();
  });
});

describe("the list's previews", () => {
  const whole = (aiDescription: string | null, relevance?: string): Evidence =>
    ({ ...row('e9'), aiDescription, aiAnalysis: relevance === undefined ? null : { relevance }, petitionId: 'p', fileUrl: '/objects/x' }) as unknown as Evidence;

  it('read markdown as the cell showed it: marks dropped, escapes kept as text, one line', () => {
    const item = toEvidenceListItem(whole('An award letter, filed under Awards: scan\\_0012.pdf.\n\nIts key sentences:\n\n- "She **won** it."', 'It shows _the_ award.'));
    expect(item.descriptionPreview).toBe('An award letter, filed under Awards: scan_0012.pdf. Its key sentences: • "She won it."');
    expect(item.relevancePreview).toBe('It shows the award.');
  });

  it('are null where there is no text, and end in … where the list keeps only the start', () => {
    expect(toEvidenceListItem(whole(null)).descriptionPreview).toBeNull();
    expect(toEvidenceListItem(whole(null)).relevancePreview).toBeNull();
    const short = `${'Word '.repeat(30)}\n\n${'More '.repeat(100)}`;
    const item = toEvidenceListItem(whole(short));
    expect(item.textCut).toContain('description');
    expect(item.descriptionPreview!.endsWith('…')).toBe(true);
    expect(item.descriptionPreview!.length).toBeLessThanOrEqual(140);
  });
});
