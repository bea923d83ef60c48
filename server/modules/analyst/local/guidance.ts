/**
 * What makes evidence for each kind of criterion convincing. Criteria of
 * different visas that ask for the same kind of proof share guidance (an
 * award is an award whether filed under O-1A or EB-1A). `checks` are things a
 * strong document usually states; the analyst reports the ones it cannot find.
 */

import { proofOf, type Proof } from '../../../../src/contract/criteria';
import { mentions, type TextFacts } from './vocab';

/** A check passes when the text mentions any word/phrase, or matches any pattern. */
type Check = { need: string; any: Array<string | RegExp> };
type Guidance = { tips: string[]; checks: Check[] };

const DATE: Check = { need: 'a date', any: [/\b(19|20)\d{2}\b/, /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b/i] };
const MONEY = /[$£€]\s?\d|\b\d{1,3}(,\d{3})+\b|\b(usd|gbp|eur)\b|\b\d+(\.\d+)?\s?(k|million|m)\b/i;
const SCOPE: Check = { need: 'national or international scope', any: ['national', 'international', 'worldwide', 'global', 'countries', 'nationwide'] };

const KINDS: Record<Proof, Guidance> = {
  awards: {
    tips: ['Add the award\'s selection criteria and how many people competed or were nominated', 'Show that the award is recognised nationally or internationally (press coverage of the award, the issuing body\'s standing)', 'Include the certificate or official announcement naming you'],
    checks: [DATE, SCOPE, { need: 'how winners are selected (criteria, jury, number of entrants)', any: ['criteria', 'selected', 'nominees', 'entrants', 'applicants', 'out of', 'among', 'competitive', 'jury', 'committee'] }],
  },
  memberships: {
    tips: ['Include the bylaws or admission rules showing that outstanding achievement is required', 'Show who judged your admission (recognised experts)', 'Add the certificate or election letter'],
    checks: [{ need: 'the admission standard', any: ['require', 'requirement', 'criteria', 'elected', 'nominated', 'outstanding', 'distinguished', 'selective'] }, DATE],
  },
  press: {
    tips: ['Each article needs the title, date and author, and must be about you and your work', 'Add circulation or audience figures to show the outlet is major media', 'Provide translations for articles not in English'],
    checks: [DATE, { need: 'the outlet or author', any: ['by', 'journalist', 'reporter', 'editor', 'times', 'news', 'magazine', 'journal', 'post', 'daily'] }, { need: 'circulation or audience figures', any: ['circulation', 'readers', 'readership', 'audience', 'viewers', 'subscribers', 'monthly visitors'] }],
  },
  judging: {
    tips: ['Add the invitation and proof you completed the review or judging', 'Show the standing of the journal, competition or panel', 'List how many reviews or events you judged and when'],
    checks: [{ need: 'proof the judging was done (not only invited)', any: ['completed', 'thank you for your review', 'reviewed', 'served', 'evaluated', 'judged', 'scored'] }, DATE],
  },
  contributions: {
    tips: ['Show the impact: citations, adoption by others, licences, users or revenue', 'Get expert letters explaining why the contribution is of major significance', 'Link each contribution to independent evidence of its use'],
    checks: [{ need: 'measurable impact (citations, users, adoption, revenue)', any: ['cited', 'citation', 'users', 'adopted', 'downloads', 'revenue', 'licensed', 'used by', 'customers', 'stars'] }, { need: 'independent confirmation of significance', any: ['significant', 'significance', 'impact', 'breakthrough', 'widely', 'major', 'transformed'] }],
  },
  articles: {
    tips: ['Include the full article or first page with your name as author', 'Show the journal\'s standing (impact factor, circulation)', 'Add citation counts for your most important papers'],
    checks: [{ need: 'the journal or venue', any: ['journal', 'proceedings', 'conference', 'press', 'review', 'transactions', 'letters'] }, DATE, { need: 'citations or the venue\'s standing', any: ['cited', 'citation', 'impact factor', 'h-index', 'top-tier', 'leading journal'] }],
  },
  critical_role: {
    tips: ['A letter from the organisation describing your role, why it was critical and what you achieved', 'Evidence of the organisation\'s distinguished reputation (rankings, press, size)', 'An organisation chart showing where you sit'],
    checks: [{ need: 'the specific responsibilities and results', any: ['responsible', 'led', 'managed', 'oversaw', 'delivered', 'result', 'achieved', 'launched', 'grew'] }, { need: 'the organisation\'s reputation', any: ['leading', 'distinguished', 'renowned', 'largest', 'ranked', 'fortune', 'prestigious', 'award-winning'] }],
  },
  high_salary: {
    tips: ['Provide contracts, pay slips or tax forms showing the amount', 'Compare with salary surveys for your role and location (e.g. government wage data)', 'Include bonuses and equity with their value'],
    checks: [{ need: 'the amount paid', any: [MONEY, 'per year', 'per annum'] }, { need: 'a comparison with others in the field', any: ['percentile', 'survey', 'average', 'median', 'compared', 'market'] }],
  },
  exhibitions: {
    tips: ['Include catalogues, invitations or listings naming you as an exhibitor', 'Show the venue\'s standing', 'Note whether the shows were artistic exhibitions or showcases, with dates'],
    checks: [DATE, { need: 'the venue', any: ['gallery', 'museum', 'festival', 'fair', 'biennale', 'center', 'centre', 'hall'] }],
  },
  commercial_success: {
    tips: ['Give box office, sales, streaming or ratings figures from reliable sources', 'Compare them with others in the field', 'Show the success is tied to your work'],
    checks: [{ need: 'figures (sales, gross, ratings)', any: ['million', MONEY, 'sold', 'gross', 'copies', 'streams', 'rating', 'chart'] }, { need: 'a comparison with others', any: ['top', 'number one', 'highest', 'record', 'ranked', 'best-selling'] }],
  },
  lead_role: {
    tips: ['Credits, posters or playbills naming you as lead or star', 'Evidence of the production\'s distinguished reputation (reviews, awards, venue)', 'Contracts for upcoming lead roles'],
    checks: [{ need: 'your billing as lead or star', any: ['lead', 'starring', 'star', 'title role', 'principal', 'protagonist', 'soloist'] }, { need: 'the production\'s reputation', any: ['acclaimed', 'award', 'festival', 'national', 'major', 'renowned', 'distinguished'] }],
  },
  expert_recognition: {
    tips: ['Letters from recognised experts, critics or organisations that name your achievements', 'Show who the experts are and why their opinion carries weight'],
    checks: [{ need: 'who is giving the recognition', any: ['director', 'critic', 'professor', 'council', 'ministry', 'academy', 'festival', 'association'] }, DATE],
  },
  managerial_abroad: {
    tips: ['An employer letter with exact dates (at least one of the last three years) and duties abroad', 'The foreign organisation chart showing the people or function you managed', 'Pay records from the foreign entity'],
    checks: [DATE, { need: 'the people or function managed', any: ['team', 'direct reports', 'supervised', 'managed', 'function', 'department', 'budget'] }],
  },
  qualifying_relationship: {
    tips: ['Ownership documents showing parent, branch, subsidiary or affiliate', 'Annual reports or share registers naming both entities'],
    checks: [{ need: 'the ownership percentage or structure', any: [/\d\s?%/, 'percent', 'wholly owned', 'majority', 'shares', 'owns', 'subsidiary', 'affiliate'] }],
  },
  us_business: {
    tips: ['Tax returns, invoices and contracts covering at least the last year', 'Business licence, lease and payroll records of the US entity'],
    checks: [DATE, { need: 'proof of regular trading', any: ['invoice', 'revenue', 'client', 'customer', 'contract', 'tax return', 'payroll'] }],
  },
  us_position: {
    tips: ['A job offer describing managerial or executive duties and authority', 'The US organisation chart with the position and its reports'],
    checks: [{ need: 'managerial or executive duties', any: ['manage', 'direct', 'oversee', 'executive', 'authority', 'discretion', 'reports'] }],
  },
  cv: {
    tips: ['Keep the CV to three pages at most', 'Lead with the achievements that match the criteria, with dates and figures'],
    checks: [{ need: 'dates for each role', any: [/\b(19|20)\d{2}\b/, 'present'] }],
  },
  // EB-2 NIW: the basis (8 CFR 204.5(k)) and the three prongs of Matter of Dhanasar.
  advanced_degree: {
    tips: ["The diploma with its transcript; for a foreign degree, a credential evaluation stating the U.S. equivalent", "With a bachelor's degree, employer letters covering at least five years of progressive, full-time experience in the specialty after the degree, with exact dates"],
    checks: [DATE, { need: 'the degree conferred and its field', any: ['master', 'doctor', 'ph.d', 'phd', 'bachelor', 'degree', 'conferred', 'diploma'] }],
  },
  academic_record: {
    tips: ['An official transcript or diploma in the area of your exceptional ability', 'A translation and a credential evaluation for records not in English'],
    checks: [DATE, { need: 'the institution awarding it', any: ['university', 'college', 'institute', 'school', 'academy'] }],
  },
  experience: {
    tips: ['Letters from each employer with the start and end dates, the job title and whether the work was full-time', 'Together the letters should cover at least ten years in the occupation'],
    checks: [DATE, { need: 'whether the work was full-time', any: ['full-time', 'full time', 'hours per week', '40 hours'] }, { need: 'the job title and duties', any: ['title', 'position', 'duties', 'responsible', 'role'] }],
  },
  licence: {
    tips: ['The licence or certificate itself, with its number and issuing body', 'Show that it is for your profession or occupation'],
    checks: [DATE, { need: 'the issuing body', any: ['board', 'council', 'department', 'institute', 'society', 'authority', 'commission'] }],
  },
  merit_importance: {
    tips: ['Show the endeavor\'s prospective impact beyond one employer: the field, the nation or the economy', 'Add reports, data or government statements on the problem the endeavor addresses', 'Explain why the work matters now, with sources'],
    checks: [{ need: 'an impact beyond one employer', any: ['national', 'nationwide', 'public', 'economy', 'economic', 'industry', 'field', 'patients', 'federal'] }],
  },
  well_positioned: {
    tips: ['A business or project plan with milestones', 'Letters of interest or intent from users, customers, investors or government bodies', 'Grants, contracts or investment won for the endeavor, and the progress made so far'],
    checks: [DATE, { need: 'interest, funding or progress', any: ['funding', 'grant', 'awarded', 'investment', 'letter of intent', 'interest', 'pilot', 'contract', 'users', 'customers', 'milestone'] }],
  },
  balance: {
    tips: ['Say which factors apply to you and show each: self-employment, urgency (health, security, a critical technology), a STEM degree, a U.S. government agency\'s interest', 'Explain why a job offer or labor certification would be impractical or would lose the benefit'],
    checks: [{ need: 'a reason the waiver benefits the United States', any: ['self-employed', 'founder', 'urgent', 'government', 'agency', 'national security', 'public health', 'stem', 'critical'] }],
  },
  recommendation_letters: {
    tips: ['Get at least three letters from established experts who know your work', 'Each letter should say how the writer knows you and name specific achievements with their impact', 'Include each writer\'s credentials (a short bio or CV)'],
    checks: [{ need: 'how the writer knows the applicant', any: ['i have known', 'worked with', 'supervised', 'collaborated', 'met', 'know'] }, { need: 'specific achievements', any: ['developed', 'led', 'published', 'created', 'built', 'won', 'discovered', 'adopted', 'invented', 'designed', 'founded', 'achieved', 'cited'] }],
  },
};

export function guidanceForProof(proof: Proof): Guidance {
  return KINDS[proof];
}

/** The guidance for a criterion id of any visa, by the proof the catalogue says it asks for. */
export function guidanceFor(criterionId: string): Guidance {
  const proof = proofOf(criterionId);
  return proof ? KINDS[proof] : { tips: ['Add documents that show this criterion directly, with dates and sources'], checks: [] };
}

/** The needs of `checks` that the text does not meet, e.g. ['a date']. */
export function missingChecks(text: string, facts: TextFacts, checks: Check[]): string[] {
  return checks
    .filter((check) => !check.any.some((a) => (typeof a === 'string' ? mentions(facts, [a]) !== undefined : a.test(text))))
    .map((check) => check.need);
}
