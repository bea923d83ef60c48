import { describe, expect, it } from 'vitest';
import { categoryFor, KIND_SPECS, type Files } from '../../server/modules/analyst/kinds';
import { classify } from '../../server/modules/analyst/local/classify';
import { guidanceFor } from '../../server/modules/analyst/local/guidance';
import { DOCUMENT_KINDS, FIXED_CATEGORIES } from '../../src/contract/categories';
import { CRITERIA, findCriterion, PROOFS, proofOf } from '../../src/contract/criteria';
import { VISA_TYPES } from '../../src/contract/visa';

const AWARD = `CERTIFICATE OF EXCELLENCE\nThe Outstanding Paper Award is hereby conferred on Dr Ana Ruiz\nfor the paper "Sparse Routing at Scale".\nSelected by the program committee from 1,204 submitted papers.\nMay 14, 2023`;
const REVIEW = `Dear Dr Ruiz,\nOn behalf of the editors of the Journal of Machine Learning Research, we invite you to review the manuscript JMLR-2023-0412, "Adaptive Routing for Mixture Models".\nThe review is due within 21 days. Please accept or decline this invitation using the link below.\nKind regards,\nEditorial Office`;

describe('document kind specs (decision 063)', () => {
  it('gives every document kind one spec, with cues for every kind but Other', () => {
    expect(Object.keys(KIND_SPECS).sort()).toEqual([...DOCUMENT_KINDS].sort());
    for (const kind of DOCUMENT_KINDS) expect(KIND_SPECS[kind].cues.length > 0, kind).toBe(kind !== 'other');
  });

  it('says what every kind proves under every visa type, and only proofs that visa asks for', () => {
    for (const kind of DOCUMENT_KINDS) {
      const readings = [KIND_SPECS[kind].proves, KIND_SPECS[kind].otherwise?.proves].filter((p) => p !== undefined);
      for (const proves of readings) {
        expect(Object.keys(proves).sort(), kind).toEqual([...VISA_TYPES].sort());
        for (const visa of VISA_TYPES) {
          const files = proves[visa];
          if (files === null) continue;
          // A proof the visa's catalogue lacks would silently fall back to the document's words.
          expect(categoryFor(visa, files), `${kind} under ${visa} (${files})`).toBeDefined();
          expect([...PROOFS, ...FIXED_CATEGORIES], kind).toContain(files);
        }
      }
    }
  });

  it('resolves each proof to the one criterion of the visa that asks for it', () => {
    for (const visa of VISA_TYPES) {
      const proofs = CRITERIA[visa].map((c) => c.proof);
      expect(new Set(proofs).size, visa).toBe(proofs.length);
      for (const c of CRITERIA[visa]) {
        expect(categoryFor(visa, c.proof), c.id).toBe(c.id);
        expect(proofOf(c.id), c.id).toBe(c.proof);
      }
    }
  });
});

describe("the catalogue's proofs drive classification", () => {
  it('files an award under whichever O-1A criterion carries the awards proof, whatever its id', () => {
    const awards = findCriterion('O-1A', 'o1a_awards')!;
    const press = findCriterion('O-1A', 'o1a_press')!;
    expect(classify('O-1A', 'scan.pdf', AWARD).category).toBe('o1a_awards');
    [awards.proof, press.proof] = [press.proof, awards.proof];
    try {
      expect(classify('O-1A', 'scan.pdf', AWARD).category).toBe('o1a_press');
    } finally {
      [awards.proof, press.proof] = [press.proof, awards.proof];
    }
  });

  it("files each kind under the criterion whose proof the kind's spec names, for every visa", () => {
    for (const visa of VISA_TYPES) {
      const expected = (files: Files) => categoryFor(visa, files);
      const award = classify(visa, 'scan.pdf', AWARD);
      expect(award.kind).toBe('award');
      const awardFiled = expected(KIND_SPECS.award.proves[visa]);
      if (awardFiled) expect(award.category, visa).toBe(awardFiled);
      const review = classify(visa, 'email.pdf', REVIEW);
      expect(review.kind).toBe('review_record');
      const reviewFiled = expected(KIND_SPECS.review_record.proves[visa]);
      if (reviewFiled) expect(review.category, visa).toBe(reviewFiled);
    }
    // Under O-1B an award and an invitation to judge are recognition from experts: it has neither criterion.
    expect(classify('O-1B', 'scan.pdf', AWARD).category).toBe('o1b_expert_recognition');
    expect(classify('O-1B', 'email.pdf', REVIEW).category).toBe('o1b_expert_recognition');
  });

  it('gives criteria of different visas that ask for the same proof the same advice', () => {
    expect(guidanceFor('o1b_critical_reviews')).toBe(guidanceFor('eb1a_press'));
    expect(guidanceFor('uk_media_recognition')).toBe(guidanceFor('o1a_press'));
    expect(guidanceFor('uk_patents_contributions')).toBe(guidanceFor('eb1b_research_contributions'));
    expect(guidanceFor('o1b_lead_role')).not.toBe(guidanceFor('o1b_critical_role'));
  });
});
