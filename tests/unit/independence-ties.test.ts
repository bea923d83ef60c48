import { describe, expect, it } from 'vitest';
import { independenceConcerns, prepareExhibits, type ExhibitText } from '../../server/modules/letters/independence';

const exhibit = (evidenceNumber: number, fileName: string, text: string, category: string | null = null): ExhibitText => ({ evidenceNumber, fileName, category, kind: null, text });
const concerns = (recommender: { name: string; org: string; relationship?: string }, exhibits: ExhibitText[]) =>
  independenceConcerns(
    { recommenderName: recommender.name, recommenderOrganization: recommender.org, relationship: recommender.relationship ?? 'Independent expert; never collaborated' },
    prepareExhibits(exhibits),
    { name: 'Maya Okafor' },
  );

const CHEN = { name: 'Prof. Lin Chen', org: 'Stanford University' };
const KELLER = { name: 'Prof. Anna Keller', org: 'ETH Zurich' };

describe('ties are flagged, naming the tie and quoting the whole sentence', () => {
  it('a co-author presented as independent: the author line of a paper, or of a publication list', () => {
    const paper = exhibit(4, 'nature-2023.pdf', ['Deep learning for protein folding at scale', 'Maya Okafor, Lin Chen and John Smith', 'Department of Bioengineering, Stanford University', 'Abstract', 'We present a method that folds proteins at scale.'].join('\n'), 'eb1a_scholarly_articles');
    const [flag] = concerns(CHEN, [paper]);
    expect(flag).toMatch(/^Co-author: Prof\. Lin Chen is named in Exhibit 4 \(nature-2023\.pdf\): 'Maya Okafor, Lin Chen and John Smith'\./);
    expect(flag).toContain('says the recommender is independent, but this exhibit shows a link');
    const cv = exhibit(2, 'cv.pdf', ['Publications', 'Okafor, M., Chen, L. and Smith, J. (2023) Deep learning for protein folding at scale. Nature 601, 12–19.'].join('\n'), 'cv');
    expect(concerns(CHEN, [cv])[0]).toMatch(/^Co-author: .*'Okafor, M\., Chen, L\. and Smith, J\. \(2023\) Deep learning for protein folding at scale\. Nature 601, 12–19\.'/);
  });

  it("a shared paper in the applicant's own reference list, where only a citation of the recommender is no tie", () => {
    const own = ['Folding membrane proteins', 'Maya Okafor and Raj Patel', 'Abstract', 'We extend our earlier method [4].', 'References', '[3] Chen, L. and Berg, T. (2019) Sparse contact maps. Science 363, 1–9.', '[4] Okafor, M., Chen, L. and Smith, J. (2023) Deep learning for protein folding at scale. Nature 601, 12–19.'].join('\n');
    const [flag, ...rest] = concerns(CHEN, [exhibit(4, 'okafor-2024.pdf', own, 'eb1a_scholarly_articles')]);
    expect(flag).toMatch(/^Co-author: .*'\[4\] Okafor, M\., Chen, L\. and Smith, J\. \(2023\)/);
    expect(rest).toEqual([]);
  });

  it('quotes the whole sentence of a long paragraph, not a window of words', () => {
    const news = `Researchers at Stanford have found a way to predict how proteins fold in minutes rather than months, a step that could speed the search for new drugs and that ${'several groups have tried for years without success, '.repeat(3)}according to the paper. The study was led by Maya Okafor and Lin Chen, who has co-written every paper from the lab since 2019 and who shares its funding. Other groups are expected to follow.`;
    const [flag] = concerns(CHEN, [exhibit(3, 'globe.pdf', news)]);
    expect(flag).toContain("'The study was led by Maya Okafor and Lin Chen, who has co-written every paper from the lab since 2019 and who shares its funding.'");
  });

  it('an employer letter naming both', () => {
    const hr = exhibit(6, 'employment.pdf', 'To whom it may concern,\nThis letter confirms that Dr. Maya Okafor has been employed as a Senior Scientist at Genentech since 2019, in the protein design team led by Dr. Lin Chen.\nSincerely, Human Resources', 'eb1a_high_salary');
    expect(concerns({ name: 'Lin Chen', org: 'Genentech' }, [hr])[0]).toMatch(/^Same employer or institution: Lin Chen is named in Exhibit 6 \(employment\.pdf\): 'This letter confirms that Dr\. Maya Okafor has been employed as a Senior Scientist at Genentech since 2019, in the protein design team led by Dr\. Lin Chen\.'/);
  });

  it('a grant listing co-investigators', () => {
    const grant = exhibit(7, 'nsf-award.pdf', ['National Science Foundation', 'Award No. 2034567: Folding proteins at scale', 'Principal Investigator: Maya Okafor (Stanford University)', 'Co-Investigators: Lin Chen (Stanford University); Raj Patel (UCSF)', 'Amount: $1,200,000'].join('\n'));
    expect(concerns({ ...CHEN, org: 'UCSF Medical Center' }, [grant])[0]).toMatch(/^Co-investigator on a grant: .*'Co-Investigators: Lin Chen \(Stanford University\); Raj Patel \(UCSF\)'/);
  });

  it('advisor and student, and family', () => {
    const thesis = exhibit(8, 'thesis.pdf', 'A dissertation submitted by Maya Okafor in partial fulfilment of the requirements for the degree of Doctor of Philosophy, under the supervision of Professor Lin Chen, in the Department of Bioengineering, in the spring term of 2019.');
    expect(concerns({ ...CHEN, org: 'Harvard' }, [thesis])[0]).toMatch(/^Advisor and student: /);
    const wedding = exhibit(9, 'news.pdf', 'Maya Okafor and her husband, Lin Chen, founded the lab in 2020.');
    expect(concerns({ ...CHEN, org: 'Harvard' }, [wedding])[0]).toMatch(/^Family: /);
  });
});

describe('what is no tie is not flagged', () => {
  const GLOBE = [
    'A new way to fold proteins, from a Boston lab',
    'By Carey Goldberg, Globe Staff',
    'Researchers at Stanford led by Maya Okafor have found a way to predict how proteins fold in minutes rather than months, a step that could speed the search for new drugs. “This is a remarkable advance that the field has wanted for decades,” said Anna Keller, a professor of structural biology at ETH Zurich who was not involved in the research. Keller added that the method still needs testing on membrane proteins, which are harder to study.',
  ].join('\n');

  it('an expert quoted in the press as not involved in the research', () => {
    expect(concerns(KELLER, [exhibit(3, 'boston-globe.pdf', GLOBE, 'eb1a_published_material')])).toEqual([]);
    const before = 'Anna Keller, a professor at ETH Zurich who was not involved in the study, called the result “a landmark” in an interview on Tuesday, adding that other groups would follow within months and that the approach would soon be standard in laboratories worldwide.';
    expect(concerns(KELLER, [exhibit(3, 'nyt.pdf', before)])).toEqual([]);
  });

  it('a reference list entry citing the work, in the recommender’s own paper or without a heading', () => {
    const citing = exhibit(5, 'keller-2024.pdf', ['Membrane protein structure from sparse data', 'Anna Keller and Tom Berg', 'ETH Zurich', 'Abstract', 'We extend recent folding methods [12] to membrane proteins.', 'References', '[12] Okafor, M., Chen, L. and Smith, J. (2023) Deep learning for protein folding at scale. Nature 601, 12–19.'].join('\n'), 'eb1a_citations');
    expect(concerns(KELLER, [{ ...citing, category: 'eb1a_scholarly_articles' }])).toEqual([]);
    const entry = exhibit(5, 'citations.pdf', 'Cited by:\n[3] Keller, A. and Berg, T. (2024) Membrane protein structure from sparse data. Cell 187, 44–58.', 'eb1a_citations');
    expect(concerns(KELLER, [entry])).toEqual([]);
  });

  it('a prize jury that includes the recommender, where the applicant won', () => {
    const prize = exhibit(1, 'prize.pdf', ['The 2022 Blavatnik Award in Life Sciences is awarded to Dr. Maya Okafor for her work on protein folding.', 'Jury', 'Prof. Anna Keller (ETH Zurich), chair', 'Prof. Tom Berg (University of Oxford)'].join('\n'), 'eb1a_awards');
    expect(concerns(KELLER, [prize])).toEqual([]);
    const inline = exhibit(1, 'prize.pdf', 'The jury, chaired by Prof. Anna Keller of ETH Zurich, chose Dr. Maya Okafor from 212 nominees.', 'eb1a_awards');
    expect(concerns(KELLER, [inline])).toEqual([]);
  });
});
