// The analyst bench's accuracy gates on its tuned set (issue 32, "Measured"): a regression in filing,
// judgement, fact sheets, chat or the guarantees fails `npm test`. The bench itself (npx tsx
// bench/analyst/run.ts) prints what each figure is made of; the phone photos are left out here, since
// OCR is most of the bench's time and none of these gates is about reading a photo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalAnalyst } from '../../server/modules/analyst/local/index';
import { terminateOcr } from '../../server/platform/extract/index';
import { GOALS, measureGates, type GateFigures } from '../../bench/analyst/gates';
import { FIELDS } from '../../bench/analyst/judgement/score';

let figures: GateFigures;

beforeAll(async () => {
  figures = await measureGates(createLocalAnalyst(), { photos: false });
}, 300_000);

afterAll(async () => {
  await terminateOcr();
});

const share = ({ right, total }: { right: number; total: number }) => (total === 0 ? 0 : right / total);

describe('the built-in analyst on the bench’s tuned set', () => {
  it('files at least 95% of the corpus and the judgement cases where a paralegal would', () => {
    expect(figures.categories.total).toBeGreaterThan(190);
    expect(share(figures.categories), `${figures.categories.right}/${figures.categories.total}`).toBeGreaterThanOrEqual(GOALS.categories);
  });

  it('judges every judgement case right (category and reason), except those awaiting the kind specs', () => {
    expect(figures.judged.total).toBeGreaterThanOrEqual(40);
    expect(figures.misjudged).toEqual([]);
  });

  it('keeps the list of cases awaiting the kind specs true: none of them passes yet', () => {
    // When one passes, remove it from bench/analyst/judgement/awaiting.ts.
    expect(figures.awaitingPasses).toEqual([]);
  });

  it.each(FIELDS)('reads the fact sheet’s %s right in at least 90% of the cases that state it', (field) => {
    const count = figures.fields[field];
    expect(count.total).toBeGreaterThan(10);
    expect(share(count), `${field}: ${count.right}/${count.total}`).toBeGreaterThanOrEqual(GOALS.field);
  });

  it('answers at least 28 of the 30 fact questions with the name, number or date in its first sentence', () => {
    expect(figures.chat.total).toBe(30);
    expect(figures.chat.right).toBeGreaterThanOrEqual(GOALS.chatAnswered);
  });

  it('breaks no guarantee in any draft, and every fact of every sheet is on the page it names', () => {
    expect(figures.guaranteeFailures).toBe(GOALS.guaranteeFailures);
    expect(figures.sheetProblems).toBe(0);
  });
});
