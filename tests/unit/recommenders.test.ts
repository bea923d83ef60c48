import { describe, expect, it } from 'vitest';
import { suggestRecommenders, type EvidenceForSuggestions } from '../../src/features/letters/lib/recommenders';

const ev = (fileName: string, aiDescription: string | null, aiTags: string[] = []): EvidenceForSuggestions => ({ fileName, aiDescription, aiTags });
const roles = (visa: string, evidence: EvidenceForSuggestions[]) => suggestRecommenders(visa, evidence).map((s) => s.role);

const PAPER = ev('nature-paper.pdf', 'A paper in Nature on protein folding.', ['protein folding']);
const PRIZE = ev('prize.pdf', 'The 2020 Breakthrough PRIZE in life sciences.');
const LEADERSHIP = ev('reference.pdf', 'She led the design team of twelve engineers.', ['design team']);

describe('recommender suggestions for EB-1 and O-1A petitions', () => {
  it('always suggests an industry leader and a peer collaborator', () => {
    for (const visa of ['O-1A', 'EB-1A', 'EB-1B', 'EB-1C']) {
      expect(roles(visa, [])).toEqual(['Industry Leader or Executive', 'Peer Researcher or Collaborator']);
    }
    const [leader, peer] = suggestRecommenders('EB-1A', []);
    expect(leader).toEqual({ role: 'Industry Leader or Executive', type: 'Professional Reference', priority: 'High', reason: expect.any(String) });
    expect(peer).toMatchObject({ type: 'Expert Witness', priority: 'Medium' });
  });

  it('adds a senior professor when the evidence mentions a publication, paper or journal', () => {
    for (const description of ['Two publications in Cell.', 'Her PAPERS on graphs.', 'Reviewer for a Journal.']) {
      const list = suggestRecommenders('O-1A', [ev('doc.pdf', description)]);
      expect(list[0]).toMatchObject({ role: 'Senior Professor or Researcher', type: 'Academic Authority', priority: 'High' });
    }
  });

  it('adds an award committee member or judge when the evidence mentions an award or prize', () => {
    for (const description of ['Winner of the Turing Award.', 'A prize for design.', 'She was awarded a medal.']) {
      const list = suggestRecommenders('EB-1A', [ev('doc.pdf', description)]);
      expect(list.map((s) => s.role)).toContain('Award Committee Member or Judge');
      expect(list.find((s) => s.role === 'Award Committee Member or Judge')).toMatchObject({ type: 'Independent Expert', priority: 'Medium' });
    }
  });

  it('searches descriptions only, and ignores evidence not yet described', () => {
    expect(roles('O-1A', [ev('journal-paper.pdf', null, ['journal'])])).not.toContain('Senior Professor or Researcher');
  });

  it('shows High before Medium, in rule order, at most four', () => {
    expect(roles('EB-1A', [PRIZE, PAPER])).toEqual([
      'Senior Professor or Researcher',
      'Industry Leader or Executive',
      'Award Committee Member or Judge',
      'Peer Researcher or Collaborator',
    ]);
    expect(suggestRecommenders('EB-1A', [PRIZE, PAPER]).map((s) => s.priority)).toEqual(['High', 'High', 'Medium', 'Medium']);
  });

  it('names the projects to mention from the matching evidence: the achievement its description names', () => {
    const professor = suggestRecommenders('O-1A', [PAPER, PRIZE]).find((s) => s.role === 'Senior Professor or Researcher');
    expect(professor?.projectsToMention).toEqual(['A paper in Nature on protein folding']);
    const judge = suggestRecommenders('O-1A', [PAPER, PRIZE]).find((s) => s.role === 'Award Committee Member or Judge');
    expect(judge?.projectsToMention).toEqual(['2020 Breakthrough PRIZE']);
    const leader = suggestRecommenders('O-1A', [PAPER, PRIZE]).find((s) => s.role === 'Industry Leader or Executive');
    expect(leader?.projectsToMention).toEqual(['A paper in Nature on protein folding', '2020 Breakthrough PRIZE']);
  });
});

describe('projects to mention', () => {
  const projects = (evidence: EvidenceForSuggestions[]) => suggestRecommenders('EB-1A', evidence).find((s) => s.role === 'Industry Leader or Executive')?.projectsToMention;
  const analysed = (fileName: string, kind: string, category: string, sentences: string[], aiTags: string[] = []): EvidenceForSuggestions => ({
    fileName,
    category,
    aiTags,
    aiDescription: [`${kind}, filed under ${category}: ${fileName}.`, '', 'Its key sentences:', '', ...sentences.map((s) => `- "${s}"`), '', 'It runs to 120 words.'].join('\n'),
  });

  it('never offers letterhead (a company form or an office) as a project', () => {
    const letter = analysed('hr_letter.pdf', 'An employment or salary letter', 'eb1a_high_salary', ['Her annual base salary is $485,000, above the 95th percentile.'], ['Inc. Human Resources', 'Northwind AI']);
    expect(projects([letter]) ?? []).not.toContain('Inc. Human Resources');
  });

  it('names an award from an awards exhibit, a paper by its title and review work by its venue', () => {
    const award = analysed('award.pdf', 'An award certificate', 'eb1a_awards', ['You have been selected as the winner of the 2018 ACM Doctoral Dissertation Award, chosen from 172 nominations.']);
    const paper = analysed('paper.pdf', 'A scholarly paper', 'eb1a_articles', ['In “Sparse Attention for Long Documents” we present a method that scales to books.']);
    // The title line itself, quoted as a key sentence.
    const titled = analysed('paper.pdf', 'A scholarly paper', 'eb1a_articles', ['Graph Kernels at Scale', 'The method was published in the Proceedings of NeurIPS 2021.'], ['scholarly paper', 'Long Documents']);
    expect(projects([titled])).toEqual(['Graph Kernels at Scale']);
    const review = analysed('review.pdf', 'A review invitation', 'eb1a_judging', ['We invite you to review manuscript NM-1234 for Nature Methods.']);
    expect(projects([award, paper, review])).toEqual(['2018 ACM Doctoral Dissertation Award', 'Sparse Attention for Long Documents', 'Reviewer for Nature Methods']);
  });

  it('takes a short description the user wrote in their own words', () => {
    expect(projects([ev('award.pdf', 'Best Paper Award at NeurIPS 2021 for my attention paper.')])).toEqual(['Best Paper Award at NeurIPS 2021']);
    expect(projects([ev('talk.pdf', 'Keynote talk on sparse attention at PyData London.')])).toEqual(['Keynote talk on sparse attention at PyData London']);
  });

  it("never offers headings, 'et al', 'Subject', reference-list scraps, lone words or file names", () => {
    const junk = [
      ev('cv.pdf', 'AWARDS AND HONORS', ['AWARDS AND HONORS', 'et al', 'Subject', 'Lovelace', 'cv.pdf']),
      ev('refs.pdf', 'Smith J, Roe A, et al. Attention is all you need.', ['Smith et al', 'Roe, J. (2019)', 'pp. 12-19', 'doi 10.1000/182']),
      ev('letter.pdf', 'Subject: Invitation', ['Subject: Invitation', 'Dear Dr Lovelace', 'of the']),
      ev('paper.pdf', 'An award certificate, filed under Awards: paper.pdf.\n\nIt runs to 12 words.', ['PUBLICATIONS', 'Abstract']),
    ];
    expect(projects(junk)).toBeUndefined();
    // A key phrase that names an employer or a person is not a project.
    expect(projects([ev('paper.pdf', 'AWARDS AND HONORS', ['scholarly paper', 'Analytical Engines Ltd', 'Ada Lovelace', 'open source last year', 'Sparse Attention method'])])).toEqual(['Sparse Attention method']);
    const withHeading = ev('cv.pdf', 'AWARDS AND HONORS Best Paper Award, NeurIPS 2021.');
    expect(projects([withHeading])).toEqual(['Best Paper Award']);
  });

  it('lists each achievement once, keeping its fuller name, and at most three', () => {
    const a = ev('a.pdf', 'Winner of the ACM Doctoral Dissertation Award.');
    const b = ev('b.pdf', 'She received the 2018 ACM Doctoral Dissertation Award for compilers.');
    const c = ev('c.pdf', 'Keynote talk on sparse attention at PyData London.');
    const d = ev('d.pdf', 'Reviewer for the Journal of Machine Learning Research since 2019.');
    const e = ev('e.pdf', 'Elected a Fellow of the Royal Society.');
    const list = projects([a, b, c, d, e]);
    expect(list).toEqual(['2018 ACM Doctoral Dissertation Award', 'Keynote talk on sparse attention at PyData London', 'Reviewer for the Journal of Machine Learning Research']);
  });
});

describe('recommender suggestions for O-1B and UK Global Talent petitions', () => {
  it('always suggests an industry expert or critic', () => {
    for (const visa of ['O-1B', 'UK_GLOBAL_TALENT']) {
      expect(suggestRecommenders(visa, [PAPER, PRIZE])).toEqual([
        { role: 'Industry Expert or Critic', type: 'Field Authority', priority: 'High', reason: expect.any(String), projectsToMention: ['A paper in Nature on protein folding', '2020 Breakthrough PRIZE'] },
      ]);
    }
  });

  it('adds a former supervisor or director when the evidence mentions led, managed or director', () => {
    for (const description of ['She led the team.', 'Managed a studio of 40.', 'Creative Director at Pixar.']) {
      const list = suggestRecommenders('O-1B', [ev('doc.pdf', description)]);
      expect(list[1]).toMatchObject({ role: 'Former Supervisor or Director', type: 'Leadership Reference', priority: 'High' });
    }
    expect(suggestRecommenders('UK_GLOBAL_TALENT', [LEADERSHIP])[1]?.projectsToMention).toEqual(['She led the design team of twelve engineers']);
  });

  it("does not read 'led' inside other words", () => {
    expect(roles('O-1B', [ev('doc.pdf', 'A detailed report, also called a ledger, was compiled.')])).toEqual(['Industry Expert or Critic']);
  });
});

describe('fallback recommender suggestions', () => {
  it('suggests a field expert and a supervisor or mentor when no rule applies', () => {
    expect(suggestRecommenders('H-1B', [PAPER])).toEqual([
      { role: 'Field Expert', type: 'Professional Reference', priority: 'High', reason: expect.any(String), projectsToMention: ['A paper in Nature on protein folding'] },
      { role: 'Supervisor or Mentor', type: 'Direct Knowledge', priority: 'High', reason: expect.any(String), projectsToMention: ['A paper in Nature on protein folding'] },
    ]);
    expect(suggestRecommenders('', []).map((s) => [s.role, s.type, s.priority, s.projectsToMention])).toEqual([
      ['Field Expert', 'Professional Reference', 'High', undefined],
      ['Supervisor or Mentor', 'Direct Knowledge', 'High', undefined],
    ]);
  });
});

describe('recommender suggestions for EB-2 NIW petitions (issue 36 item 6)', () => {
  it('puts an independent expert first and a collaborator last, whatever the evidence', () => {
    const list = roles('EB-2 NIW', []);
    expect(list[0]).toBe('Independent Expert in the Field');
    expect(list.at(-1)).toBe('Supervisor or Collaborator');
    expect(list).not.toContain('Potential User, Customer or Partner');
  });

  it('adds a potential user when the evidence shows interest in the work, ranked with the independent expert', () => {
    const interest = ev('letter-of-intent.pdf', 'A county health department states its intent to pilot the screening tool.');
    const list = suggestRecommenders('EB-2 NIW', [interest]);
    expect(list.slice(0, 2).map((s) => s.role)).toEqual(['Independent Expert in the Field', 'Potential User, Customer or Partner']);
    expect(list.filter((s) => s.priority === 'High').map((s) => s.role)).toEqual(['Independent Expert in the Field', 'Potential User, Customer or Partner']);
  });
});
