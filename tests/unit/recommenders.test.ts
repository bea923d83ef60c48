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

  it('names the projects to mention from the matching evidence: first tag, else file name', () => {
    const professor = suggestRecommenders('O-1A', [PAPER, PRIZE]).find((s) => s.role === 'Senior Professor or Researcher');
    expect(professor?.projectsToMention).toEqual(['protein folding']);
    const judge = suggestRecommenders('O-1A', [PAPER, PRIZE]).find((s) => s.role === 'Award Committee Member or Judge');
    expect(judge?.projectsToMention).toEqual(['prize.pdf']);
    const leader = suggestRecommenders('O-1A', [PAPER, PRIZE]).find((s) => s.role === 'Industry Leader or Executive');
    expect(leader?.projectsToMention).toEqual(['protein folding', 'prize.pdf']);
  });
});

describe('recommender suggestions for O-1B and UK Global Talent petitions', () => {
  it('always suggests an industry expert or critic', () => {
    for (const visa of ['O-1B', 'UK_GLOBAL_TALENT']) {
      expect(suggestRecommenders(visa, [PAPER, PRIZE])).toEqual([
        { role: 'Industry Expert or Critic', type: 'Field Authority', priority: 'High', reason: expect.any(String), projectsToMention: ['protein folding', 'prize.pdf'] },
      ]);
    }
  });

  it('adds a former supervisor or director when the evidence mentions led, managed or director', () => {
    for (const description of ['She led the team.', 'Managed a studio of 40.', 'Creative Director at Pixar.']) {
      const list = suggestRecommenders('O-1B', [ev('doc.pdf', description)]);
      expect(list[1]).toMatchObject({ role: 'Former Supervisor or Director', type: 'Leadership Reference', priority: 'High' });
    }
    expect(suggestRecommenders('UK_GLOBAL_TALENT', [LEADERSHIP])[1]?.projectsToMention).toEqual(['design team']);
  });

  it("does not read 'led' inside other words", () => {
    expect(roles('O-1B', [ev('doc.pdf', 'A detailed report, also called a ledger, was compiled.')])).toEqual(['Industry Expert or Critic']);
  });
});

describe('fallback recommender suggestions', () => {
  it('suggests a field expert and a supervisor or mentor when no rule applies', () => {
    expect(suggestRecommenders('H-1B', [PAPER])).toEqual([
      { role: 'Field Expert', type: 'Professional Reference', priority: 'High', reason: expect.any(String), projectsToMention: ['protein folding'] },
      { role: 'Supervisor or Mentor', type: 'Direct Knowledge', priority: 'High', reason: expect.any(String), projectsToMention: ['protein folding'] },
    ]);
    expect(suggestRecommenders('', []).map((s) => [s.role, s.type, s.priority, s.projectsToMention])).toEqual([
      ['Field Expert', 'Professional Reference', 'High', undefined],
      ['Supervisor or Mentor', 'Direct Knowledge', 'High', undefined],
    ]);
  });
});
