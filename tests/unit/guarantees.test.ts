import { describe, expect, it } from 'vitest';
import { assertDraft, checkDraft, factsOf, GuaranteeError, normaliseForMatch, quotationsOf } from '../../server/modules/analyst/guarantees';

const exhibits = [
  { evidenceNumber: 1, text: 'The Outstanding Paper Award is hereby conferred on Dr Ana Ruiz\nfor the paper "Sparse Routing at Scale", selected from 1,204 sub-\nmissions on March 3, 2022.' },
  { evidenceNumber: 2, text: 'Dear Dr Ruiz, her annual base salary is $485,000, above the 95th percentile for the role.' },
];
const ctx = { exhibits, filing: true };
const rules = (text: string, extra: Partial<Parameters<typeof checkDraft>[1]> = {}) => checkDraft(text, { ...ctx, ...extra }).map((v) => v.rule);
// Verbatim matching is tested on its own here: filing text also wants whole sentences (quotation-quality.test.ts).
const verbatim = (text: string) => rules(text, { filing: false });

describe('guarantee: quotations are verbatim from the exhibit they are attributed to', () => {
  it('accepts a quotation that differs only in whitespace, curly quotes and line-break hyphenation', () => {
    expect(verbatim('Exhibit 1 states that the award was “selected from 1,204 submissions on March 3, 2022”.')).toEqual([]);
    expect(verbatim('> The Outstanding Paper Award is hereby conferred on Dr Ana Ruiz\n> — Exhibit 1 (award.pdf)')).toEqual([]);
  });

  it('refuses tags presented as a quotation', () => {
    const v = checkDraft('Exhibit 1 (award.pdf) states: "Outstanding Paper Award open source last year"', ctx);
    expect(v.map((x) => x.rule)).toEqual(['quote']);
    expect(v[0]?.detail).toMatch(/not in Exhibit 1/);
  });

  it('refuses a real sentence attributed to the wrong exhibit, and a changed word', () => {
    expect(rules('Exhibit 2 states: "The Outstanding Paper Award is hereby conferred"')).toEqual(['quote']);
    expect(rules('Exhibit 1 states: "The Outstanding Paper Prize is hereby conferred"')).toEqual(['quote']);
  });

  it('accepts a clipped quotation only when each piece is in the exhibit in order', () => {
    expect(verbatim('Exhibit 1: "The Outstanding Paper Award … selected from 1,204 submissions"')).toEqual([]);
    expect(verbatim('Exhibit 1: "selected from 1,204 submissions … The Outstanding Paper Award"')).toEqual(['quote']);
  });

  it('finds blockquotes and quoted spans but not one-word terms', () => {
    expect(quotationsOf('The "award" criterion.').length).toBe(0);
    expect(quotationsOf('> one two three\n> — Exhibit 1').map((q) => q.text)).toEqual(['one two three']);
  });
});

describe('guarantee: instructions steer and are never pasted', () => {
  const instructions = 'Please lead with the award and stress that the jury was international';
  it('refuses a draft that repeats the instructions', () => {
    expect(rules('This statement addresses: please lead with the award and stress that the jury was international.', { instructions, filing: false })).toEqual(['instruction']);
  });
  it('accepts a draft that follows them without repeating them', () => {
    expect(rules('Exhibit 1 shows the award was "selected from 1,204 submissions".', { instructions, filing: false })).toEqual([]);
  });
});

describe('guarantee: filing text says nothing about the tool', () => {
  it.each([
    ['Drafted by the offline analyst from 3 exhibits.'],
    ['Based on exhibit categories and the criterion\'s keywords.'],
    ['As requested, this statement addresses the jury.'],
    ['The criteria report rates this criterion strong.'],
    ['This AI-generated summary should be reviewed.'],
  ])('refuses "%s"', (text) => {
    expect(rules(text)).toContain('tool-talk');
  });
  it('lets a chat answer say what it searched', () => {
    expect(rules('Based on: a search of your uploaded evidence.', { filing: false })).toEqual([]);
  });
});

describe('guarantee: facts come from the exhibit they cite', () => {
  it('accepts figures and dates stated by the cited exhibit, in another format', () => {
    expect(rules('Her salary of $485,000 is above the 95th percentile (Exhibit 2).')).toEqual([]);
    expect(rules('The award followed 1204 submissions in 2022 (Exhibit 1).')).toEqual([]);
  });
  it('refuses a figure the cited exhibit does not state, and a date range from nowhere', () => {
    expect(rules('Her salary of $520,000 is exceptional (Exhibit 2).')).toEqual(['fact']);
    expect(rules('Her recognition spans 2009 to 2022.')).toEqual(['fact', 'fact']);
  });
  it('accepts facts from trusted sources and ignores exhibit and regulation numbers', () => {
    expect(rules('Under 8 CFR 204.5(h)(3), Exhibits 1 and 2 are relevant.')).toEqual([]);
    expect(rules('Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010).', { allowed: ['Kazarian v. USCIS, 596 F.3d 1115 (9th Cir. 2010)'] })).toEqual([]);
    expect(factsOf('On March 3, 2022 she earned $485,000.')).toEqual(['$485,000', 'March 3, 2022']);
  });
});

describe('guarantee: exhibit references exist', () => {
  it('refuses a reference to an exhibit the petition lacks', () => {
    expect(rules('See Exhibit 9.')).toEqual(['exhibit-ref']);
  });
  it('assertDraft throws with every violation listed', () => {
    expect(() => assertDraft('See Exhibit 9. Drafted by the offline analyst.', ctx)).toThrow(GuaranteeError);
  });
  it('normalises whitespace and OCR noise, nothing else', () => {
    expect(normaliseForMatch('ﬁrst  “award”\u00ad\ninter-\nnational')).toBe("first 'award' international");
  });
});

describe('enforcing the guarantees', () => {
  it('leaves out the paragraph that breaks one and keeps the rest', async () => {
    const { enforceDraft } = await import('../../server/modules/analyst/guarantees');
    const draft = '# Awards\n\nExhibit 1 states: "The Outstanding Paper Award is hereby conferred on Dr Ana Ruiz"\n\nExhibit 1 states: "a prize nobody gave"';
    const { text, removed } = enforceDraft(draft, { ...ctx, filing: false });
    expect(text).toBe('# Awards\n\nExhibit 1 states: "The Outstanding Paper Award is hereby conferred on Dr Ana Ruiz"');
    expect(removed.map((v) => v.rule)).toEqual(['quote']);
  });
  it('refuses a draft whose heading breaks one', async () => {
    const { enforceDraft } = await import('../../server/modules/analyst/guarantees');
    expect(() => enforceDraft('# Drafted by the offline analyst\n\nText.', ctx)).toThrow(GuaranteeError);
  });
});

describe('an exhibit given as several sources', () => {
  it('finds a quotation in any of them', () => {
    const sources = [...exhibits, { evidenceNumber: 2, text: 'above the 95th percentile' }];
    expect(checkDraft('> Dear Dr Ruiz, her annual base salary is $485,000, above the 95th percentile for the role.\n> — Exhibit 2', { exhibits: sources, filing: false })).toEqual([]);
  });
});

describe('guarantee: names come from the exhibit they cite', () => {
  it('refuses a name no cited exhibit states, and accepts one that is there or is trusted', () => {
    expect(rules('The award was presented by the Royal Society of Chemistry (Exhibit 1).')).toEqual(['fact']);
    expect(rules('The Outstanding Paper Award went to Dr Ana Ruiz (Exhibit 1).')).toEqual([]);
    expect(rules('Dear Officer, I am Jane Roe of MIT.', { allowed: ['Jane Roe', 'MIT'] })).toEqual([]);
  });
  it('leaves quotations to the quotation check and ignores sentence openings', async () => {
    const { namesOf } = await import('../../server/modules/analyst/guarantees');
    expect(namesOf('Together, the record shows it. "Royal Society" said so.')).toEqual([]);
    expect(namesOf('Taken together, Jane Roe agrees.')).toEqual(['Jane Roe']);
  });
  it('reads a list item as the start of a sentence, so its first word is no part of a name', async () => {
    const { namesOf } = await import('../../server/modules/analyst/guarantees');
    expect(namesOf('To add:\n- Keep the CV to three pages at most.\n* Ask Jane Roe for a letter.')).toEqual(['Jane Roe']);
  });
  it('reads a list item as the start of a sentence (the UK evidence map lists its points)', async () => {
    const { namesOf } = await import('../../server/modules/analyst/guarantees');
    expect(namesOf('- Keep the CV to three pages at most.\n- Lead with the achievements that match the criteria.')).toEqual([]);
    expect(namesOf('- Taken together, Jane Roe agrees.')).toEqual(['Jane Roe']);
  });
});
