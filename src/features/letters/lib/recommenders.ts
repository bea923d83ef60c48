import type { Evidence } from '../../../contract/entities';
import { countsForApplicant } from '../../../contract/set-aside';
import { achievementsOf } from './achievements';
import { escapeRegExp } from '../../../contract/reg-exp';

/** architecture.md §entities: computed on the client, never stored. */
type RecommenderSuggestion = {
  role: string;
  type: string;
  priority: 'High' | 'Medium';
  reason: string;
  projectsToMention?: string[];
};

export type EvidenceForSuggestions = Pick<Evidence, 'fileName' | 'aiTags' | 'aiDescription'> & Partial<Pick<Evidence, 'category' | 'userSetFields'>> & { filingReason?: string | null };

/** architecture.md §limits: at most 4 suggestions are shown. */
const MAX_SUGGESTIONS = 4;
const MAX_PROJECTS = 3;

type Rule = Omit<RecommenderSuggestion, 'projectsToMention'> & {
  /** Keywords searched in the evidence descriptions; none means the rule always applies. */
  keywords?: string[];
};

const EB1_AND_O1A: Rule[] = [
  { role: 'Senior Professor or Researcher', type: 'Academic Authority', priority: 'High', keywords: ['publication', 'paper', 'journal'], reason: 'Your evidence mentions publications; a senior academic can attest to the impact and originality of your research.' },
  { role: 'Industry Leader or Executive', type: 'Professional Reference', priority: 'High', reason: 'An industry leader can explain how your work matters beyond your own organization.' },
  { role: 'Award Committee Member or Judge', type: 'Independent Expert', priority: 'Medium', keywords: ['award', 'prize'], reason: 'Your evidence mentions awards; a judge or committee member can speak to how selective and prestigious they are.' },
  { role: 'Peer Researcher or Collaborator', type: 'Expert Witness', priority: 'Medium', reason: 'A collaborator can describe your specific role and original contributions first-hand.' },
];

const O1B_AND_UK: Rule[] = [
  { role: 'Industry Expert or Critic', type: 'Field Authority', priority: 'High', reason: 'A recognised expert or critic can attest to your distinction and standing in the field.' },
  { role: 'Former Supervisor or Director', type: 'Leadership Reference', priority: 'High', keywords: ['led', 'managed', 'director'], reason: 'Your evidence mentions leadership; a former supervisor or director can confirm your leading role.' },
];

// EB-2 NIW letters speak to the endeavor's importance and the applicant's position to advance it:
// independent experts and potential users of the work first, people who worked with the applicant after.
const NIW: Rule[] = [
  { role: 'Independent Expert in the Field', type: 'Independent Expert', priority: 'High', reason: 'An expert who has not worked with you can explain why your proposed endeavor matters nationally and why you are well placed to advance it (prongs 1 and 2).' },
  { role: 'Potential User, Customer or Partner', type: 'Potential User', priority: 'High', keywords: ['intent', 'interest', 'pilot', 'customer', 'user', 'adopt', 'partner', 'purchase'], reason: 'Your evidence mentions interest in your work; someone who would use it can say why they need the endeavor, the interest prong 2 weighs.' },
  { role: 'Government or Agency Official', type: 'Government Interest', priority: 'Medium', keywords: ['agency', 'department', 'government', 'federal', 'laboratory'], reason: 'Your evidence mentions a government body; its interest in the endeavor weighs for the waiver under prong 3.' },
  { role: 'Funder or Investor', type: 'Funding Source', priority: 'Medium', keywords: ['grant', 'funding', 'funded', 'investor', 'investment', 'award'], reason: 'Your evidence mentions funding; the funder can confirm why it backed the endeavor and the progress made.' },
  { role: 'Supervisor or Collaborator', type: 'Direct Knowledge', priority: 'Medium', reason: 'Someone who worked with you can describe your record of success in related work; pair this letter with independent ones.' },
];

const RULES: Record<string, Rule[]> = {
  'O-1A': EB1_AND_O1A,
  'EB-1A': EB1_AND_O1A,
  'EB-1B': EB1_AND_O1A,
  'EB-1C': EB1_AND_O1A,
  'O-1B': O1B_AND_UK,
  UK_GLOBAL_TALENT: O1B_AND_UK,
  'EB-2 NIW': NIW,
};

const FALLBACK: RecommenderSuggestion[] = [
  { role: 'Field Expert', type: 'Professional Reference', priority: 'High', reason: 'An established expert in your field can attest to the significance of your achievements.' },
  { role: 'Supervisor or Mentor', type: 'Direct Knowledge', priority: 'High', reason: 'Someone who directed or mentored your work can describe your contributions from direct knowledge.' },
];

/**
 * A keyword matches as a whole word, case-insensitively, with a plural or verb ending:
 * 'papers', 'awarded' and 'Directors' count; 'led' inside 'detailed' or 'ledger' does not.
 */
function keywordPattern(keywords: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${keywords.map(escapeRegExp).join('|')})(?:s|es|ed|ing)?(?![\\p{L}\\p{N}])`, 'iu');
}

/** Real achievements the evidence names (award names, paper titles, review work), never headings or scraps. */
function projectsOf(evidence: EvidenceForSuggestions[]): string[] | undefined {
  const found = achievementsOf(evidence, MAX_PROJECTS);
  return found.length > 0 ? found : undefined;
}

const withProjects = (s: RecommenderSuggestion, evidence: EvidenceForSuggestions[]): RecommenderSuggestion => {
  const projects = projectsOf(evidence);
  return projects ? { ...s, projectsToMention: projects } : s;
};

/**
 * architecture.md §limits recommender suggestions for a visa type, from the descriptions of all the
 * petition's evidence that may prove something for the applicant (decision 062): the visa's rules that apply (High before Medium, then rule order),
 * at most 4; the fallback pair when none apply.
 */
export function suggestRecommenders(visaType: string, evidence: EvidenceForSuggestions[]): RecommenderSuggestion[] {
  // A set-aside exhibit (a colleague's prize, one the user filed as Other) is not hers: it names no project and asks for no letter.
  const described = evidence.filter((e) => (e.aiDescription ?? '').trim().length > 0 && countsForApplicant({ category: e.category ?? null, userSetFields: e.userSetFields, filingReason: e.filingReason }));
  const out: RecommenderSuggestion[] = [];
  for (const { keywords, ...rule } of RULES[visaType] ?? []) {
    if (!keywords) {
      out.push(withProjects(rule, described));
      continue;
    }
    const pattern = keywordPattern(keywords);
    const matching = described.filter((e) => pattern.test(e.aiDescription ?? ''));
    if (matching.length > 0) out.push(withProjects(rule, matching));
  }
  if (out.length === 0) return FALLBACK.map((s) => withProjects(s, described));
  const rank = (s: RecommenderSuggestion) => (s.priority === 'High' ? 0 : 1);
  // Array.prototype.sort is stable, so rule order holds within a priority.
  return out.sort((a, b) => rank(a) - rank(b)).slice(0, MAX_SUGGESTIONS);
}
