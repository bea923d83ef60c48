/**
 * What a question is about, in the words people use: 'prizes' means the awards
 * criterion, 'articles about me' the press one, 'my salary letter' a pay
 * letter. A concept ties those words to the criteria that prove it (in every
 * visa that has one), the fixed categories, and the document kinds that carry
 * it, so the chat can find the criterion to list and the exhibit to read.
 */
import { categoryLabel, fixedCategoryFor, type FixedCategory } from '../../../../../src/contract/categories';
import { criteriaFor, findCriterion, type Criterion } from '../../../../../src/contract/criteria';
import type { VisaType } from '../../../../../src/contract/visa';
import { contentStems, stems } from '../text';

export type Concept = {
  id: string;
  /** How the answer names what the exhibits mention ('also mention awards'). */
  noun: string;
  terms: string[];
  /** Words that point to the concept's kind of document without naming its criterion ('the article'). */
  hints?: string[];
  criteria: string[];
  fixed: FixedCategory[];
  kinds: string[];
};

const concept = (id: string, noun: string, terms: string[], criteria: string[], kinds: string[], fixed: FixedCategory[] = [], hints: string[] = []): Concept => ({ id, noun, terms, hints, criteria, fixed, kinds });

// Order breaks ties: a more specific concept comes before a broader one that shares a phrase.
export const CONCEPTS: Concept[] = [
  concept('lead_role', 'lead or starring roles', ['lead role', 'leading role', 'starring role', 'starring', 'lead actor', 'lead actress', 'title role'], ['o1b_lead_role'], []),
  concept('awards', 'awards', ['award', 'awards', 'prize', 'prizes', 'medal', 'honour', 'honor', 'honours', 'honors', 'trophy', 'distinction', 'won an award'], ['o1a_awards', 'eb1a_awards', 'eb1b_awards', 'uk_awards', 'o1b_expert_recognition'], ['award']),
  concept('memberships', 'memberships', ['membership', 'memberships', 'member', 'members', 'association', 'associations', 'society', 'societies', 'elected member', 'fellow of'], ['o1a_memberships', 'eb1a_memberships', 'eb1b_memberships'], ['membership']),
  concept('press', 'press coverage', ['press', 'media', 'news', 'newspaper', 'magazine', 'coverage', 'interview', 'journalist', 'articles about me', 'article about me', 'written about me', 'about my work', 'published material', 'critical reviews', 'reviews of my', 'critics'], ['o1a_press', 'eb1a_press', 'eb1b_press', 'uk_media_recognition', 'o1b_critical_reviews'], ['press_article'], [], ['article', 'articles', 'journalist', 'reporter', 'wrote about']),
  concept('judging', 'judging', ['judging', 'judge', 'judged', 'peer review', 'peer reviews', 'reviewer', 'reviewing', 'review', 'reviews', 'referee', 'jury', 'juror', 'panel', 'program committee', 'programme committee'], ['o1a_judging', 'eb1a_judging', 'eb1b_judging'], ['review_record']),
  concept('contributions', 'original contributions', ['original contribution', 'original contributions', 'contribution', 'contributions', 'impact', 'citation', 'citations', 'cited', 'patent', 'patents', 'invention', 'innovation', 'open source', 'research contributions'], ['o1a_original_contributions', 'eb1a_contributions', 'eb1b_research_contributions', 'uk_patents_contributions'], ['citation_record', 'patent']),
  concept('articles', 'scholarly articles', ['scholarly article', 'scholarly articles', 'publication', 'publications', 'paper', 'papers', 'journal article', 'journal articles', 'articles i wrote', 'articles i have written', 'authorship', 'book', 'books', 'article', 'articles'], ['o1a_scholarly_articles', 'eb1a_articles', 'eb1b_scholarly_articles', 'uk_patents_contributions'], ['scholarly_paper']),
  concept('critical_role', 'a critical role', ['critical role', 'leading role', 'lead role', 'key role', 'essential role', 'critical capacity', 'leadership', 'role'], ['o1a_critical_role', 'eb1a_critical_role', 'o1b_critical_role'], ['employment_letter']),
  concept('salary', 'pay', ['salary', 'salaries', 'high salary', 'pay', 'paid', 'payslip', 'pay slip', 'compensation', 'remuneration', 'income', 'wage', 'wages', 'earnings', 'earn', 'fee', 'fees', 'royalties', 'offer letter'], ['o1a_high_salary', 'eb1a_high_salary', 'o1b_high_salary'], ['employment_letter', 'pay_record']),
  concept('commercial', 'commercial success', ['commercial success', 'box office', 'sales', 'sold', 'revenue', 'chart', 'charts', 'streams', 'ratings'], ['eb1a_commercial_success', 'o1b_commercial_success'], ['sales_report']),
  concept('exhibitions', 'exhibitions', ['exhibition', 'exhibitions', 'showcase', 'showcases', 'gallery', 'museum', 'exhibited'], ['eb1a_exhibitions'], ['exhibition_record']),
  concept('cv', 'the CV', ['cv', 'resume', 'curriculum vitae'], ['uk_cv'], ['cv'], ['cv']),
  concept('letters', 'recommendation letters', ['recommendation letter', 'recommendation letters', 'letter of recommendation', 'letters of recommendation', 'reference letter', 'reference letters', 'support letter', 'letters of support', 'recommendation', 'recommendations'], ['uk_recommendation_letters'], ['recommendation_letter'], ['recommendation_letter']),
  concept('managerial_abroad', 'a managerial role abroad', ['managerial role abroad', 'role abroad', 'abroad', 'overseas', 'managerial', 'executive role', 'manager'], ['eb1c_managerial_abroad'], ['employment_letter']),
  concept('relationship', 'the qualifying relationship', ['qualifying relationship', 'subsidiary', 'affiliate', 'parent company', 'ownership'], ['eb1c_qualifying_relationship'], []),
  concept('us_business', 'the US employer doing business', ['doing business', 'us employer', 'us business', 'tax return', 'tax returns'], ['eb1c_us_business'], []),
  concept('us_position', 'the US position', ['us position', 'job offer', 'position in the us', 'us job'], ['eb1c_us_position'], ['employment_letter']),
];

type Term = { stems: string[]; concept: Concept };
const TERMS: Term[] = CONCEPTS.flatMap((c) => c.terms.map((t) => ({ stems: stems(t), concept: c })));

/** Where the stem sequence occurs in the question, or -1. */
function indexOf(haystack: string[], needle: string[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let k = 0; k < needle.length; k++) if (haystack[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

/** What the question asks about: a criterion of the visa, or a fixed category (CV, letters). */
export type Target = {
  label: string;
  criterion?: Criterion;
  /** The categories whose exhibits are listed. */
  categories: string[];
  concept?: Concept;
  /** The question's stem positions the match used (the rest is what else it asks). */
  used: Set<number>;
};

function targetOf(visa: VisaType, c: Concept): Omit<Target, 'used'> | undefined {
  const criterion = c.criteria.map((id) => findCriterion(visa, id)).find((x) => x !== undefined);
  const fixed = c.fixed.map((f) => fixedCategoryFor(visa, f));
  const categories = [...new Set([...(criterion ? [criterion.id] : []), ...fixed])];
  if (categories.length === 0) return undefined;
  return { label: criterion?.title ?? categoryLabel(visa, fixed[0]), criterion, categories, concept: c };
}

/**
 * The criterion or category the question names: its title ('Original Contributions') or the
 * longest of the words people use for it ('articles about me' before 'articles').
 */
export function matchTarget(visa: VisaType, question: string): Target | undefined {
  const q = stems(question);
  let best: { score: number; at: number; span: number; target: Omit<Target, 'used'> } | undefined;
  for (const criterion of criteriaFor(visa)) {
    const title = stems(criterion.title.replace(/\(.*?\)/g, ''));
    const at = indexOf(q, title);
    // A full title is the most specific thing a question can say.
    if (at >= 0 && (!best || title.length + 1 > best.score)) {
      const concept = CONCEPTS.find((c) => c.criteria.includes(criterion.id));
      best = { score: title.length + 1, at, span: title.length, target: { label: criterion.title, criterion, categories: [criterion.id], concept } };
    }
  }
  for (const term of TERMS) {
    if (best && term.stems.length <= best.score) continue;
    const at = indexOf(q, term.stems);
    if (at < 0) continue;
    const target = targetOf(visa, term.concept);
    if (target) best = { score: term.stems.length, at, span: term.stems.length, target };
  }
  if (!best) return undefined;
  const { at, span } = best;
  return { ...best.target, used: new Set(Array.from({ length: span }, (_, i) => at + i)) };
}

/** The concepts a question's words point to (for preferring the exhibit it means: 'my salary letter'). */
const HINTS: Term[] = CONCEPTS.flatMap((c) => (c.hints ?? []).map((t) => ({ stems: stems(t), concept: c })));

export function conceptsIn(question: string): Concept[] {
  const q = stems(question);
  const found: Concept[] = [];
  for (const term of [...TERMS, ...HINTS]) if (!found.includes(term.concept) && indexOf(q, term.stems) >= 0) found.push(term.concept);
  return found;
}

/**
 * Whether an exhibit is of the kind a concept names, by its (user-corrected) category or recognised kind.
 * A set-aside exhibit is of no concept by its kind: a colleague's prize notice reads as an award, but it is
 * not one of hers (decision 062).
 */
export function isOfConcept(visa: VisaType, c: Concept, doc: { category: string | null; kind: string | null; setAside?: string | null }): boolean {
  const target = targetOf(visa, c);
  return (doc.category !== null && (target?.categories.includes(doc.category) ?? false)) || (!doc.setAside && doc.kind !== null && c.kinds.includes(doc.kind));
}

/** A regular expression finding a concept's words in raw text (stem prefixes, so 'prize' finds 'prizes'). */
export function termPattern(terms: string[]): RegExp {
  const parts = terms.map((t) =>
    t
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((w) => {
        const s = stems(w)[0] ?? w;
        const root = w.startsWith(s) ? s : w;
        return root.length >= 4 ? `${root}\\w*` : `${root}\\b`;
      })
      .join('\\W+'),
  );
  return new RegExp(`\\b(?:${[...new Set(parts)].join('|')})`, 'gi');
}

// Words that name a concept in a question but say little when a document uses them: a CV's
// 'salary reviews' is not judging, a 'leadership' line not a critical role.
const WEAK = new Set(['review', 'reviews', 'reviewing', 'panel', 'role', 'leadership', 'impact', 'contribution', 'contributions', 'paid', 'earn', 'fee', 'fees', 'sold', 'chart', 'charts', 'book', 'books', 'member', 'members', 'news', 'media']);

/** The words whose presence in a document means it speaks of the concept. */
export function evidenceTerms(c: Concept): string[] {
  return c.terms.filter((t) => !WEAK.has(t));
}

/** Each term as its content stems; a phrase counts when all of its words are there. */
export function phrases(terms: string[]): string[][] {
  return terms.map((t) => contentStems(t)).filter((p) => p.length > 0);
}

export function countPhrases(sentenceStems: Set<string>, list: string[][]): number {
  return list.filter((p) => p.every((w) => sentenceStems.has(w))).length;
}
