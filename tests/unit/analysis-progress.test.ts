import { describe, expect, it } from 'vitest';
import { AnalysisProgress, BATCH_IDLE_MS } from '../../src/features/evidence/lib/analysis-progress';

// Issue 12 item 5: after 'Reprocess All Evidence' or a zip, one grouped line instead of a toast per document.
const msg = (evidenceId: string, status: string, extra: { fileName?: string; error?: string } = {}) => ({ evidenceId, status, fileName: `${evidenceId}.pdf`, ...extra });

describe('AnalysisProgress', () => {
  it('gives one document on its own the spec toast with its file name, or its error', () => {
    const p = new AnalysisProgress();
    expect(p.note(msg('a', 'pending'))).toBeUndefined();
    expect(p.note(msg('a', 'processing'))).toBeUndefined();
    expect(p.note(msg('a', 'completed'))).toEqual({ title: 'Evidence processed', description: 'a.pdf' });
    p.note(msg('b', 'pending'));
    expect(p.note(msg('b', 'failed', { error: 'No text' }))).toEqual({ title: 'Processing failed', description: 'No text', variant: 'destructive' });
    expect(p.note({ status: 'completed' })).toEqual({ title: 'Evidence processed', description: 'Analysis complete' });
  });

  it('counts ten reprocessed documents on one line, never naming each, then starts afresh', () => {
    const p = new AnalysisProgress();
    const ids = Array.from({ length: 10 }, (_, i) => `e${i}`);
    for (const id of ids) expect(p.note(msg(id, 'pending'))).toBeUndefined();
    const lines = ids.flatMap((id) => [p.note(msg(id, 'processing')), p.note(msg(id, id === 'e4' ? 'failed' : 'completed'))]).filter(Boolean);
    expect(lines.map((l) => l?.description)).toEqual([
      ...[1, 2, 3, 4].map((n) => `${n} of 10 analysed`),
      ...[5, 6, 7, 8, 9, 10].map((n) => `${n} of 10 analysed, 1 failed`),
    ]);
    expect(lines.every((l) => l?.title === 'Evidence processed')).toBe(true);
    // The batch is over: the next single upload is told about on its own again.
    p.note(msg('new', 'pending'));
    expect(p.note(msg('new', 'completed'))).toEqual({ title: 'Evidence processed', description: 'new.pdf' });
  });

  it('lets a batch lapse when nothing is heard for a while (rows left pending by Clear Job Queue)', () => {
    let now = 1_000;
    const p = new AnalysisProgress(() => now);
    p.note(msg('left', 'pending'));
    p.note(msg('behind', 'pending'));
    now += BATCH_IDLE_MS + 1;
    p.note(msg('later', 'pending'));
    expect(p.note(msg('later', 'completed'))).toEqual({ title: 'Evidence processed', description: 'later.pdf' });
  });

  it('counts a document that joins a batch under way', () => {
    const p = new AnalysisProgress();
    p.note(msg('a', 'pending'));
    p.note(msg('b', 'pending'));
    expect(p.note(msg('a', 'completed'))?.description).toBe('1 of 2 analysed');
    expect(p.note(msg('c', 'pending'))?.description).toBe('1 of 3 analysed');
  });

  it('ignores a correction by the user', () => {
    expect(new AnalysisProgress().note(msg('a', 'updated'))).toBeUndefined();
  });
});
