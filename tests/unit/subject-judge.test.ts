import { afterEach, describe, expect, it } from 'vitest';
import { readAndFile } from '../../server/modules/analyst/local/evidence';
import { applicantSentences } from '../../server/modules/analyst/local/fact-people';
import { pagedSentences } from '../../server/modules/analyst/local/fact-sentences';
import { subjectFeatures } from '../../server/modules/analyst/local/subject-features';
import { handState, overrule } from '../../server/modules/analyst/local/subject-judge';
import { useSubjectModel } from '../../server/modules/analyst/local/subject-judge-learned';
import { fitBinary } from '../../bench/analyst/fit/binary-logit';

// Decision 099: a learned judge of whether a document is about the applicant. Texts written for this test.
const APPLICANT = 'Ruth Okafor';

const NEWSLETTER = [
  'Department Newsletter, Spring 2025',
  'Professor Daniel Brandt has been awarded the 2025 Halvorsen Medal for his work on tidal turbines.',
  'The medal was presented at a ceremony in Bergen on 3 April.',
  'Among the guests at the ceremony was Dr. Ruth Okafor, who attended with colleagues from the laboratory.',
].join('\n');

const CONGRATULATION = [
  'Institute Bulletin, May 2025',
  'We congratulate Dr. Ruth Okafor, who has won the 2025 Halvorsen Medal for her work on tidal turbines.',
  'The medal is given each year to one engineer under forty.',
].join('\n');

const features = (text: string) => {
  const sheet = readAndFile({ visaType: 'EB-1A', fileName: 'bulletin.txt', mimeType: 'text/plain', text, applicantName: APPLICANT }).sheet;
  const sentences = pagedSentences(text);
  return subjectFeatures({ kind: sheet.kind, subject: sheet.subject, role: sheet.applicantRole }, sentences, applicantSentences(sentences, APPLICANT), APPLICANT);
};

const sheetOf = (text: string) => readAndFile({ visaType: 'EB-1A', fileName: 'bulletin.txt', mimeType: 'text/plain', text, applicantName: APPLICANT }).sheet;

afterEach(() => useSubjectModel(null));

describe("the features of a document's subject", () => {
  it('reads a newsletter about a colleague’s medal as naming another recipient before her, and her as a guest', () => {
    const f = features(NEWSLETTER);
    expect(f['another named before her']).toBe(1);
    expect(f['her sentence cue: attendee']).toBe(1);
    expect(Object.keys(f).some((k) => /mention: another received/.test(k))).toBe(true);
    expect(f['her sentence: she won']).toBeUndefined();
  });

  it('reads a bulletin that congratulates her on her medal as congratulating her and naming her as its winner', () => {
    const f = features(CONGRATULATION);
    expect(f['her sentence: congratulated']).toBe(1);
    expect(f['her sentence: she won']).toBe(1);
    expect(Object.keys(f).some((k) => /mention: hers received/.test(k))).toBe(true);
    expect(f['another named before her']).toBeUndefined();
  });
});

describe('the blend: the judge overrules the hand only by its margin', () => {
  it('turns the hand’s answer only where the probability is far enough from one half, and fills a set-aside document only by its fill', () => {
    const model = { margin: 0.2, fill: 0.3 };
    expect(overrule(model, 0.75, 'another')).toBe('hers');
    expect(overrule(model, 0.65, 'another')).toBeNull();
    expect(overrule(model, 0.25, 'hers')).toBe('another');
    expect(overrule(model, 0.35, 'hers')).toBeNull();
    expect(overrule(model, 0.1, 'none, set aside')).toBe('another');
    expect(overrule(model, 0.1, 'none')).toBeNull();
    expect(handState(null, 'quoted')).toBe('none, set aside');
    expect(handState(null, 'collaborator')).toBe('none');
  });

  it("keeps the hand's reading with no model, and reads the document as hers or another's when the model is sure", () => {
    const hand = sheetOf(NEWSLETTER);
    expect(hand.subject?.isApplicant).toBe(false);
    useSubjectModel({ weights: { bias: 5 }, margin: 0.2, fill: 0.5 });
    const hers = sheetOf(NEWSLETTER);
    expect(hers.subject).toMatchObject({ isApplicant: true, value: 'Ruth Okafor' });
    expect(hers.applicantRole).toBe('subject');
    useSubjectModel({ weights: { bias: -5 }, margin: 0.2, fill: 0.5 });
    const another = sheetOf(CONGRATULATION);
    expect(another.subject?.isApplicant).not.toBe(true);
    expect(another.applicantRole).not.toBe('subject');
    useSubjectModel(null);
    expect(sheetOf(CONGRATULATION).subject?.isApplicant).toBe(true);
  });
});

describe('the fit', () => {
  it('weighs the feature that tells the labels apart, the same on two runs', () => {
    const examples = [
      ...Array.from({ length: 6 }, () => ({ features: { bias: 1, 'her sentence: she won': 1 }, positive: true, weight: 1 })),
      ...Array.from({ length: 6 }, () => ({ features: { bias: 1, 'her sentence cue: attendee': 1 }, positive: false, weight: 1 })),
    ];
    const weights = fitBinary(examples, { l2: 0.003, epochs: 300, rate: 0.5 });
    expect(weights['her sentence: she won']).toBeGreaterThan(1);
    expect(weights['her sentence cue: attendee']).toBeLessThan(-1);
    expect(fitBinary(examples, { l2: 0.003, epochs: 300, rate: 0.5 })).toEqual(weights);
  });
});
