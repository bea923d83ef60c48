import { describe, expect, it } from 'vitest';
import { readRelationship } from '../../server/modules/analyst/relationship';
import { independenceConcerns, prepareExhibits, type ExhibitText } from '../../server/modules/letters/independence';

const exhibit = (evidenceNumber: number, fileName: string, text: string, category: string | null = null): ExhibitText => ({ evidenceNumber, fileName, category, kind: null, text });

const PAPER = exhibit(
  2,
  'paper.pdf',
  ['Sparse Attention for Long Documents', 'Ada Lovelace, Jane Roe and Wei   Chen', 'Department of Computer Science', 'Abstract', 'We present a method for long documents.'].join('\n'),
  'eb1a_articles',
);
const OFFER = exhibit(3, 'offer-letter.pdf', 'Dear Ada,\nWe are delighted to offer you the position of Staff Engineer at Google, with an annual salary of $485,000.\nSincerely, People Operations', 'eb1a_high_salary');

const concerns = (recommender: { name: string; org?: string; relationship?: string }, exhibits: ExhibitText[]) =>
  independenceConcerns(
    { recommenderName: recommender.name, recommenderOrganization: recommender.org ?? 'Massachusetts General Hospital', relationship: recommender.relationship ?? 'Expert in the field' },
    prepareExhibits(exhibits),
  );

describe('the independence check', () => {
  it('flags a co-author named in a paper, quoting the author line verbatim and naming the exhibit', () => {
    const found = concerns({ name: 'Dr Jane Roe' }, [PAPER]);
    expect(found).toEqual(["Dr Jane Roe is named in Exhibit 2 (paper.pdf): 'Ada Lovelace, Jane Roe and Wei Chen'. An officer may not read this letter as independent."]);
  });

  it('finds the name in any case, with extra whitespace, a middle initial or a title', () => {
    for (const line of ['ADA LOVELACE, JANE  ROE', 'Ada Lovelace and Jane A. Roe', 'Prof.\nJane\tRoe (Harvard)', 'Ada Lovelace; Jane Alice Roe']) {
      expect(concerns({ name: 'Prof. Jane Roe' }, [exhibit(1, 'a.pdf', `Authors\n${line}\nAbstract`)]), line).toHaveLength(1);
    }
  });

  it("finds the initials form 'J. Roe' and the reference form 'Roe, J.'", () => {
    for (const line of ['A. Lovelace, J. Roe, W. Chen', 'A. Lovelace and J.A. Roe', 'Lovelace, A., Roe, J. and Chen, W. (2021).', 'Lovelace A, Roe J, Chen W. Sparse attention.', 'Roe, Jane and Lovelace, Ada']) {
      expect(concerns({ name: 'Jane Roe' }, [exhibit(1, 'cv.pdf', `Publications\n${line}`, 'cv')]), line).toHaveLength(1);
    }
  });

  it('matches names with or without accents and curly apostrophes', () => {
    expect(concerns({ name: 'Dr. José Müller' }, [exhibit(1, 'a.pdf', 'Authors: Ada Lovelace and Jose Muller')])).toHaveLength(1);
    expect(concerns({ name: 'Sean O\'Brien' }, [exhibit(1, 'a.pdf', 'Ada Lovelace, Seán O’Brien and Wei Chen')])[0]).toContain("'Ada Lovelace, Seán O’Brien and Wei Chen'");
  });

  it('takes a name typed in reference form or with post-nominals', () => {
    expect(concerns({ name: 'Roe, Jane' }, [PAPER])).toHaveLength(1);
    expect(concerns({ name: 'Jane Roe PhD' }, [PAPER])).toHaveLength(1);
  });

  it('does not flag a surname alone, another person with the same surname, or a name inside other words', () => {
    const text = ['Roe (2019) showed a related result.', 'We thank Prof. Roe for comments.', 'John Roe and Mary Roe reviewed it.', 'Janet Roebuck presented the work.'].join('\n');
    expect(concerns({ name: 'Jane Roe' }, [exhibit(1, 'paper.pdf', text)])).toEqual([]);
  });

  it("does not read a paper's reference list as a link", () => {
    const text = ['Sparse Attention', 'Ada Lovelace', 'We build on earlier work.', 'References', '[1] Roe, J. and Smith, A. (2019). Attention. Journal of ML.'].join('\n');
    expect(concerns({ name: 'Jane Roe' }, [exhibit(1, 'paper.pdf', text, 'eb1a_articles')])).toEqual([]);
  });

  it('flags the same employer by its full organisation name', () => {
    const found = concerns({ name: 'Sam Park', org: 'Google' }, [OFFER]);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("Google, where Sam Park works, appears in Exhibit 3 (offer-letter.pdf): 'We are delighted to offer you the position of Staff Engineer at Google, with an annual salary of $485,000.'");
    expect(concerns({ name: 'Sam Park', org: 'Google LLC' }, [OFFER])).toHaveLength(1);
  });

  it('does not flag a generic organisation, or a one-word name used as an ordinary word', () => {
    const cv = exhibit(4, 'cv.pdf', 'Education: University of London, BSc Mathematics.\nResearch Institute fellow.\nA meta-analysis of 40 studies.', 'cv');
    expect(concerns({ name: 'Sam Park', org: 'University' }, [cv])).toEqual([]);
    expect(concerns({ name: 'Sam Park', org: 'Research Institute' }, [cv])).toEqual([]);
    expect(concerns({ name: 'Sam Park', org: 'Meta' }, [cv])).toEqual([]);
    expect(concerns({ name: 'Sam Park', org: 'Yale University' }, [cv])).toEqual([]);
    expect(concerns({ name: 'Sam Park', org: 'University of London' }, [cv])).toHaveLength(1);
  });

  it('says so explicitly when the relationship claims independence and the evidence shows a link', () => {
    for (const relationship of ['Independent expert', 'We have never worked together', 'No collaboration; I know her through her papers', 'I do not know Ada personally']) {
      const [concern] = concerns({ name: 'Jane Roe', relationship }, [PAPER]);
      expect(concern, relationship).toContain('says the recommender is independent, but this exhibit shows a link');
      expect(concern).toContain('Exhibit 2');
    }
  });

  it('raises nothing when the relationship already says how they are linked', () => {
    for (const relationship of ['Co-author of our 2021 paper', 'Former PhD supervisor', 'Colleague at Google', 'We collaborated on sparse attention']) {
      expect(concerns({ name: 'Jane Roe', org: 'Google', relationship }, [PAPER, OFFER]), relationship).toEqual([]);
    }
    // Naming the organisation in the relationship discloses the shared employer.
    expect(concerns({ name: 'Sam Park', org: 'Google', relationship: 'Met her at a Google conference' }, [OFFER])).toEqual([]);
  });

  it('ignores a recommendation letter already in the evidence, which names its writer by design', () => {
    const letter = exhibit(5, 'roe-letter.pdf', 'I am pleased to recommend Ada.\nJane Roe\nProfessor, Harvard', 'recommendation_letter');
    expect(concerns({ name: 'Jane Roe' }, [letter])).toEqual([]);
  });

  it('quotes a long line around the name, cutting only at whole words', () => {
    const long = `${'word '.repeat(60)}then Jane Roe joined the project ${'later '.repeat(60)}`;
    const [concern] = concerns({ name: 'Jane Roe' }, [exhibit(1, 'notes.pdf', long)]);
    const quoted = /: '(.*)'\. An officer/.exec(concern ?? '')?.[1] ?? '';
    expect(quoted.startsWith('…')).toBe(true);
    expect(quoted.endsWith('…')).toBe(true);
    expect(long.replace(/\s+/g, ' ')).toContain(quoted.replace(/…/g, ''));
    expect(quoted).toContain('then Jane Roe joined the project');
  });
});

describe('reading the relationship', () => {
  it('tells independence, negated links and disclosed links apart', () => {
    expect(readRelationship('Independent expert')).toMatchObject({ kind: 'independent', claimsIndependence: true });
    expect(readRelationship("I haven't worked with her")).toMatchObject({ kind: 'independent' });
    expect(readRelationship('We have never collaborated')).toMatchObject({ kind: 'independent' });
    expect(readRelationship('Co-author on two papers')).toMatchObject({ kind: 'coauthor', disclosesLink: true });
    expect(readRelationship('I supervised her doctoral research for four years.')).toMatchObject({ kind: 'supervision', disclosesLink: true });
    expect(readRelationship('Colleague at Google')).toMatchObject({ kind: 'colleague', disclosesLink: true });
    expect(readRelationship('Expert in the field')).toMatchObject({ kind: 'other', claimsIndependence: false, disclosesLink: false });
  });
});
