import { afterEach, describe, expect, it } from 'vitest';
import { recogniseKind } from '../../server/modules/analyst/kinds';
import { kindFeatures } from '../../server/modules/analyst/kinds/features';
import { readKind } from '../../server/modules/analyst/kinds/kind-model';
import { useKindModel } from '../../server/modules/analyst/kinds/recognise';
import { DOCUMENT_KINDS } from '../../src/contract/categories';
import { fitSoftmax, type Example } from '../../bench/analyst/fit/softmax';

// Decision 080: the kind recogniser's features, and weights fitted on them in place of the hand weights.
const ELECTION_NEWS = [
  'From: Membership Office <members@coastal-society.org>',
  'To: Ruth Okafor <rokafor@uib.no>',
  'Date: May 3, 2024',
  'Subject: Your support for Dr. Henrik Dahl',
  '',
  'Dear Dr. Okafor,',
  'Thank you for the letter you wrote supporting Dr. Henrik Dahl.',
  'The Council has elected Dr. Henrik Dahl a Fellow of the Coastal Oceanography Society for 2024.',
  '',
  'Kind regards,',
  'Sigrid Holm',
  'Membership Officer, Coastal Oceanography Society',
].join('\n');

const CV = ['Ruth Okafor — CV', 'rokafor@uib.no', '', 'Education', 'PhD Physical Oceanography, University of Bergen, 2016', '', 'Experience', 'Researcher, Norwegian Polar Institute, 2017–', '', 'Publications', 'Okafor R. Tidal mixing under sea ice. 2021.'].join('\n');

describe('the kind features', () => {
  it("read an e-mail's form: its header, its salutation and its closing, and the spec cues that fire", () => {
    const features = kindFeatures('reply.txt', ELECTION_NEWS, 'Ruth Okafor');
    expect(features).toMatchObject({ 'form: a mail header': 1, 'form: a salutation': 1, 'form: a closing': 1, 'form: short': 1 });
    expect(Object.keys(features).some((name) => name.startsWith('membership: '))).toBe(true);
  });

  it("count a CV's sections, with its owner's contact line", () => {
    expect(kindFeatures('okafor.pdf', CV, 'Ruth Okafor')['cv: sections']).toBe(1);
  });
});

describe('fitting kind weights', () => {
  const examples: Example[] = [
    ...Array.from({ length: 6 }, (): Example => ({ features: { 'form: a by-line': 1, 'form: a dated masthead': 1 }, kind: 'press_article', weight: 1 })),
    ...Array.from({ length: 6 }, (): Example => ({ features: { 'form: a salutation': 1, 'form: a closing': 1 }, kind: 'recommendation_letter', weight: 1 })),
    ...Array.from({ length: 6 }, (): Example => ({ features: { 'form: short': 1 }, kind: 'other', weight: 1 })),
  ];
  const settings = { l2: 0.001, epochs: 300, rate: 0.5 };

  it('learns which form goes with which kind, and gives the same weights on every run', () => {
    const model = fitSoftmax(examples, DOCUMENT_KINDS, settings);
    expect(readKind(model, { 'form: a by-line': 1 }).kind).toBe('press_article');
    expect(readKind(model, { 'form: a salutation': 1, 'form: a closing': 1 }).kind).toBe('recommendation_letter');
    expect(fitSoftmax(examples, DOCUMENT_KINDS, settings)).toEqual(model);
  });

  it('leaves a kind with no example uncorrected: the data says nothing of it, and its own cues alone speak for it', () => {
    const model = fitSoftmax(examples, DOCUMENT_KINDS, settings);
    const patent = DOCUMENT_KINDS.indexOf('patent');
    expect(model.bias[patent]).toBe(0);
    expect(Object.values(model.weights).every((row) => row[patent] === 0)).toBe(true);
  });
});

describe('the recogniser with fitted weights swapped in', () => {
  afterEach(() => useKindModel(null));

  it("reads the kind the fitted weights choose, and the hand weights' kind again once they are taken out", () => {
    // Fitted on e-mails like this one labelled as membership records: a society's news of an election.
    const model = fitSoftmax(
      [
        ...Array.from({ length: 4 }, (): Example => ({ features: kindFeatures('reply.txt', ELECTION_NEWS, 'Ruth Okafor'), kind: 'membership', weight: 1 })),
        ...Array.from({ length: 4 }, (): Example => ({ features: kindFeatures('okafor.pdf', CV, 'Ruth Okafor'), kind: 'cv', weight: 1 })),
      ],
      DOCUMENT_KINDS,
      { l2: 0.001, epochs: 300, rate: 0.5 },
    );
    const hand = recogniseKind('reply.txt', ELECTION_NEWS, 'Ruth Okafor').kind;
    useKindModel(model);
    expect(recogniseKind('reply.txt', ELECTION_NEWS, 'Ruth Okafor').kind).toBe('membership');
    useKindModel(null);
    expect(recogniseKind('reply.txt', ELECTION_NEWS, 'Ruth Okafor').kind).toBe(hand);
    expect(hand).not.toBe('membership');
  });
});
