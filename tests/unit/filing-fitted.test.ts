import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyseEvidence, readAndFile } from '../../server/modules/analyst/local/evidence';
import { categoryOfClass, classOf, filingFeatures, type FilingFeatures } from '../../server/modules/analyst/local/filing-features';
import { LEARNED_CORRECTOR, useFilingCorrector } from '../../server/modules/analyst/local/filing-corrector';
import { LEARNED_VOCABULARY, useFilingModel } from '../../server/modules/analyst/local/filing-fitted';
import { readFiling } from '../../server/modules/analyst/local/filing-model';
import type { VisaType } from '../../src/contract/visa-types';
import { fitFiling, type FilingExample } from '../../bench/analyst/fit/filing-softmax';

// Decision 082: the filing step's features and a fitted filer beside the hand filing. Texts written for this test.
const SALARY = [
  'NORDLYS ROBOTICS AS · Strandgata 4 · 5013 Bergen',
  'March 4, 2024',
  'To whom it may concern,',
  'This letter confirms that Dr. Ruth Okafor has been employed by Nordlys Robotics AS as Head of Perception since 2019.',
  'Her annual salary is NOK 1,450,000, with a yearly bonus of NOK 200,000 and equity in the company.',
  'Sincerely,',
  'Ingrid Berg, Chief People Officer',
].join('\n');

const read = (visaType: VisaType, text: string, applicantName?: string): FilingFeatures => {
  const input = { visaType, fileName: 'letter.txt', mimeType: 'text/plain', text, ...(applicantName ? { applicantName } : {}) };
  const { classified, sheet, filing } = readAndFile(input);
  return filingFeatures({ visaType, fileName: 'letter.txt', text, ...(applicantName ? { applicantName } : {}), classified, sheet, hand: filing });
};

describe("the filing step's target: a kind of proof, whatever the visa", () => {
  it("maps each visa's criterion to its proof and back to the criterion the visa's picker offers", () => {
    expect(classOf('o1b_critical_reviews')).toBe('press');
    expect(categoryOfClass('EB-1A', 'press')).toBe('eb1a_press');
    expect(classOf('uk_cv')).toBe('cv');
    expect(categoryOfClass('UK_GLOBAL_TALENT', 'cv')).toBe('uk_cv');
    expect(categoryOfClass('O-1A', 'cv')).toBe('cv');
    expect(classOf('recommendation_letter')).toBe('recommendation_letters');
    expect(categoryOfClass('EB-1A', 'lead_role')).toBeUndefined();
  });

  it("offers only the visa's own classes, and reads the vocabulary's hits per proof", () => {
    const features = read('O-1A', SALARY, 'Ruth Okafor');
    expect(features.allowed).toContain('high_salary');
    expect(features.allowed).not.toContain('lead_role');
    expect(features.perClass.vocab?.high_salary).toBeGreaterThan(0.3);
    expect(features.features['role: subject']).toBe(1);
  });

  it("reads whose document it is only when the applicant is named: without her name that is unknown", () => {
    const features = read('O-1A', SALARY);
    expect(features.features['no applicant named']).toBe(1);
    expect(Object.keys(features.features).some((name) => name.startsWith('role: '))).toBe(false);
  });
});

describe('a fitted filer', () => {
  afterEach(() => useFilingModel(LEARNED_VOCABULARY));
  const settings = { l2: 0.001, epochs: 300, rate: 0.5, threshold: 0.5 };

  it("never chooses a class the visa does not offer, however its weights lean", () => {
    // Fitted only on O-1B documents filed as a lead role: read under O-1A, that class is not on offer.
    const examples: FilingExample[] = Array.from({ length: 6 }, () => ({ read: read('O-1B', SALARY, 'Ruth Okafor'), target: 'lead_role', weight: 1 }));
    const model = fitFiling(examples, settings);
    expect(readFiling(model, read('O-1B', SALARY, 'Ruth Okafor')).cls).toBe('lead_role');
    expect(readFiling(model, read('O-1A', SALARY, 'Ruth Okafor')).cls).not.toBe('lead_role');
    expect(fitFiling(examples, settings)).toEqual(model);
  });

  it('refiles a document only when it is sure enough, and the hand filing stands again once it is taken out', () => {
    const input = { visaType: 'O-1A' as const, fileName: 'letter.txt', mimeType: 'text/plain', text: SALARY, applicantName: 'Ruth Okafor' };
    const hand = analyseEvidence(input).category;
    expect(hand).not.toBe('other');
    const model = fitFiling(Array.from({ length: 6 }, () => ({ read: read('O-1A', SALARY, 'Ruth Okafor'), target: 'other' as const, weight: 1 })), settings);

    useFilingModel(model);
    const refiled = analyseEvidence(input);
    expect(refiled.category).toBe('other');
    expect(refiled.relevance).toMatch(/^Filed as Other/);
    useFilingModel({ ...model, threshold: 1.01 });
    expect(analyseEvidence(input).category).toBe(hand);
    useFilingModel(null);
    expect(analyseEvidence(input).category).toBe(hand);
  });
});

// Decision 088: a learned vocabulary (the document's stems, pairs of stems and file name) and a filer that may
// refile only what the hand filing filed by the criteria vocabulary alone. Texts written for this test.
const USAGE = [
  'Quarterly usage summary for the Tidewater forecasting toolkit',
  'Installations across municipal water utilities rose to 412 this quarter.',
  'Operators in nine countries run the toolkit daily to schedule pumping.',
].join('\n');

describe('a learned vocabulary', () => {
  // The fitted filer alone: the learned corrector after it (decision 117) would judge a made-up model's choice again.
  beforeEach(() => useFilingCorrector(null));
  afterEach(() => {
    useFilingModel(LEARNED_VOCABULARY);
    useFilingCorrector(LEARNED_CORRECTOR);
  });
  const settings = { l2: 0.001, epochs: 300, rate: 0.5, threshold: 0.5 };

  it("reads the document's stems, neighbouring pairs and file name, without stopwords or numbers", () => {
    const features = read('O-1A', USAGE, 'Ruth Okafor').features;
    expect(features['w: municipal']).toBe(1);
    expect(features['b: municipal water']).toBe(1);
    expect(features['w: the']).toBeUndefined();
    expect(Object.keys(features).some((name) => /^w: .*\d/.test(name))).toBe(false);
    expect(features['f: letter']).toBe(1);
  });

  it('keeps only terms seen in enough training documents, and at most the strongest asked for', () => {
    const examples: FilingExample[] = [
      ...Array.from({ length: 3 }, () => ({ read: read('O-1A', USAGE, 'Ruth Okafor'), target: 'contributions' as const, weight: 1 })),
      { read: read('O-1A', SALARY, 'Ruth Okafor'), target: 'high_salary', weight: 1 },
    ];
    const model = fitFiling(examples, { ...settings, minDocs: 3 });
    expect(model.weights['w: municipal']).toBeDefined();
    expect(model.weights['w: salary']).toBeUndefined();
    expect(Object.keys(fitFiling(examples, { ...settings, minDocs: 3, maxFeatures: 10 }).weights)).toHaveLength(10);
  });

  it("files under the criterion the model chose, and within its scope refiles only what the vocabulary alone filed", () => {
    const input = { visaType: 'O-1A' as const, fileName: 'letter.txt', mimeType: 'text/plain', text: SALARY, applicantName: 'Ruth Okafor' };
    const hand = analyseEvidence(input).category;
    expect(hand).not.toBe('o1a_judging');
    expect(read('O-1A', SALARY, 'Ruth Okafor').byVocabulary).toBe(false);
    const model = fitFiling(Array.from({ length: 6 }, () => ({ read: read('O-1A', SALARY, 'Ruth Okafor'), target: 'judging' as const, weight: 1 })), settings);

    useFilingModel(model);
    const refiled = analyseEvidence(input);
    expect(refiled.category).toBe('o1a_judging');
    expect(refiled.criteriaIds[0]).toBe('o1a_judging');
    useFilingModel({ ...model, scope: 'vocabulary' });
    expect(analyseEvidence(input).category).toBe(hand);
  });

  it("never files a document about someone else under a criterion, whatever the model chose: the facts judge its choice", () => {
    // Of no recognised kind, no criterion's words, about a neighbour: the vocabulary leaves it Other, with no reason.
    const text = `Dr. Tomas Berg moved to Ljubljana in 2015. Berg grows tomatoes in his garden. Berg's tomatoes are red.
Berg waters them every evening. Ruth Okafor sometimes helps him.`;
    const input = { visaType: 'EB-1A' as const, fileName: 'garden.txt', mimeType: 'text/plain', text, applicantName: 'Ruth Okafor' };
    const features = read('EB-1A', text, 'Ruth Okafor');
    expect(features.byVocabulary).toBe(true);
    useFilingModel({ ...fitFiling(Array.from({ length: 6 }, () => ({ read: features, target: 'awards' as const, weight: 1 })), settings), scope: 'vocabulary' });
    const a = analyseEvidence(input);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/^Filed as Other: the document is about Dr\. Tomas Berg/);
  });
});

describe('the learned vocabulary in use (decision 088)', () => {
  // No kind fits it and the criteria vocabulary claims nothing, so the hand filing alone files it as Other; what it
  // records is the applicant's method in use across a hospital network: original contributions.
  const PROTOCOL = [
    'NORTHFIELD REGIONAL HEALTH PARTNERS',
    'Clinical Standards Committee, 220 Harbour Road, Halifax',
    '9 May 2025',
    'To whom it may concern,',
    'The Clinical Standards Committee confirms that the "Okonkwo sepsis screen", a bedside checklist of five vital-sign thresholds devised by Dr. Adaeze Okonkwo, replaced our previous screening tool in 2022 and is now part of the network\'s nursing protocol.',
    'All 23 of our emergency departments screen patients with it, and two provincial health authorities took it up for their rural clinics. Our audit shows antibiotics now reach septic patients 40 minutes sooner on average, saving time in every department.',
    'Margaret Doyle, Chair of the Clinical Standards Committee',
  ].join('\n');
  const input = { visaType: 'O-1A' as const, fileName: 'Northfield_protocol_letter.pdf', mimeType: 'application/pdf', text: PROTOCOL, applicantName: 'Adaeze Okonkwo' };
  afterEach(() => useFilingModel(LEARNED_VOCABULARY));

  it('files a document of no recognised kind that the criteria vocabulary leaves as Other under the criterion its words speak to', () => {
    const { classified, filing } = readAndFile(input);
    expect(classified.kind).toBe('other');
    expect(classified.byVocabulary).toBe(true);
    expect(filing.category).toBe('other');
    expect(analyseEvidence(input).category).toBe('o1a_original_contributions');
    useFilingModel(null);
    expect(analyseEvidence(input).category).toBe('other');
  });

  it("files a ministry's order that introduces her method under original contributions (refitted through holdout21, decision 111)", () => {
    // Of no recognised kind; the hand filing and the vocabulary fitted through holdout15 left it as Other.
    const ORDER = [
      'MINISTRY OF FISHERIES OF THE REPUBLIC OF VANUATU',
      '(translation from Bislama)',
      'ORDER No. 31     Port Vila     4 February 2025',
      'On the introduction of acoustic reef monitoring in Shefa and Tafea provinces',
      'Following the results of the 2023-2024 trial at Mele Bay, in which the acoustic counting method developed by Dr. T. Moreno (Palau Coral Institute) gave early warning of two bleaching events, I ORDER:',
      '1. To equip 9 reef stations with acoustic recorders by 1 July 2025.',
      '2. The Department of Fisheries shall report the counts monthly.',
      'Minister of Fisheries',
    ].join('\n');
    const order = { visaType: 'EB-1B' as const, fileName: 'order_31.pdf', mimeType: 'text/plain', text: ORDER, applicantName: 'Talia Moreno' };
    expect(readAndFile(order).filing.category).toBe('other');
    expect(analyseEvidence(order).category).toBe('eb1b_research_contributions');
  });

  it('is small, and refiles only what the vocabulary alone filed', () => {
    expect(LEARNED_VOCABULARY.scope).toBe('vocabulary');
    expect(Object.keys(LEARNED_VOCABULARY.weights).length).toBeLessThanOrEqual(2000);
  });
});
