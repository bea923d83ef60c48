/**
 * "Projects to mention" for a recommender: real achievements named the way a
 * person would name them ('2018 ACM Doctoral Dissertation Award', a paper's
 * title, 'Reviewer for Nature Methods'), read from the evidence's description
 * and tags. Headings ('AWARDS AND HONORS'), author-list scraps ('et al'),
 * reference-list fragments, lone words and the description's own framing
 * ('filed under Awards: award.pdf') are never offered.
 */

type EvidenceForAchievement = { aiDescription: string | null; aiTags: string[]; category?: string | null };

const FUNCTION_WORDS = new Set(['and', 'or', 'of', 'the', 'in', 'for', 'to', 'a', 'an', 'with', 'by', 'on', 'at', 'from', 'as', 'is', 'was', 'that', 'this', 'its', 'their', 'her', 'his']);
const HEADINGS = new Set(
  [
    'subject', 'abstract', 'introduction', 'references', 'bibliography', 'awards', 'awards and honors', 'awards and honours', 'honors and awards', 'honours and awards',
    'education', 'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'publications', 'selected publications', 'summary',
    'contents', 'table of contents', 'acknowledgements', 'acknowledgments', 'keywords', 'curriculum vitae', 'resume', 'skills', 'contact', 'objective',
    'research interests', 'conclusion', 'conclusions', 'methods', 'results', 'discussion', 'appendix', 'personal statement', 'cover letter',
  ],
);
// What the analyst writes around a description, not what the document says.
const FRAMING = /\bfiled under\b|\bkey sentences\b|\bruns to \d|\bdates and amounts\b|^evidence for\b|\bsummary quoted\b|\banaly[sz]|^mentions\s*:|\bno readable text\b|\btoo little text\b/i;
const CITATION_PARTS = /\(\s*(19|20)\d{2}[a-z]?\s*\)|\bpp?\.\s*\d|\bvol\.?\s*\d|\bdoi\b|\[\d+\]|\d+\s*\(\d+\)\s*:|https?:|www\.|\bisbn\b|\barxiv\b/i;
// 'Roe, J.' as an author is written in a reference list, not in a name of an achievement.
const AUTHOR_INITIAL = /\b\p{Lu}\p{Ll}+,\s+\p{Lu}\.(\s|$)/u;
const isReferenceFragment = (s: string) => CITATION_PARTS.test(s) || AUTHOR_INITIAL.test(s);
const AWARD_WORD = /^(awards?|prizes?|medals?|fellowships?|scholarships?|grants?|honou?rs?|trophy|trophies|laureate)$/i;

const clean = (s: string) =>
  s
    .replace(/[*_`#>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–•:;,\s]+|[-–•:;,.\s]+$/g, '');

/** Whether a phrase names an achievement rather than a heading, a scrap or a file. */
function isRealAchievement(phrase: string): boolean {
  const text = clean(phrase);
  const words = text.split(' ').filter(Boolean);
  if (words.length < 2 || words.length > 14) return false;
  if (/\bet\.?\s*al\b/i.test(text) || /^(subject|re|dear|fw|fwd)\b/i.test(text)) return false;
  // Letterhead: a company form or an office ('Inc. Human Resources').
  if (/^(inc|ltd|llc|gmbh|corp|plc|co)\b\.?/i.test(text) || /\b(human resources|people operations|editorial office|press office)\b/i.test(text)) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 5 || letters === letters.toUpperCase()) return false;
  if (HEADINGS.has(text.toLowerCase().replace(/[^\p{L}\s]/gu, '').trim())) return false;
  if (isReferenceFragment(text) || /\.\w{2,4}$/.test(text) || FRAMING.test(text)) return false;
  const lower = words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
  const start = ['the', 'a', 'an'].includes(lower[0]!) ? 1 : 0;
  if (FUNCTION_WORDS.has(lower[start] ?? '') || FUNCTION_WORDS.has(lower[lower.length - 1]!)) return false;
  return lower.filter((w) => /^\p{L}{3,}$/u.test(w)).length >= 2 || (lower.length >= 2 && /\d/.test(text) && lower.some((w) => w.length >= 4));
}

// A reference-list entry ('Smith J, Roe A, et al. Title.') names other people's work.
const REFERENCE_ENTRY = /\bet\.?\s*al\b|\b\p{Lu}\p{Ll}+ \p{Lu}{1,2},/u;

/** The description's sentences, markdown and list markers off, quotation marks kept. */
function sentencesOf(description: string): string[] {
  return description
    .split(/\n+/)
    .filter((line) => !REFERENCE_ENTRY.test(line) && !isReferenceFragment(line))
    .flatMap((line) => line.split(/(?<=[.!?]["”']?)\s+(?=["“]?\p{Lu})/u))
    .map((s) => s.replace(/^\s*[-*•]\s+/, '').replace(/[*_`#]+/g, '').trim())
    .filter(Boolean);
}

const unquote = (s: string) => s.replace(/^["“]|["”]$/g, '').trim();
const isCapitalised = (w: string) => /^[\p{Lu}\p{N}]/u.test(w) && !/^(I|You|We|She|He|They|It|This|That|Dear|Our|Your|My)$/.test(w);
// Section headings run into the next line in extracted text ('AWARDS AND HONORS Best Paper Award').
const HEADING_WORDS = new Set(['awards', 'and', 'honors', 'honours', 'prizes', 'education', 'publications', 'experience', 'subject', 'selected', 'recognition', 'achievements', 'summary', 'grants', 'fellowships', 'of', 'the', 're']);
const isHeadingWord = (w: string) => {
  const bare = w.replace(/[^\p{L}]/gu, '');
  return bare.length > 0 && bare === bare.toUpperCase() && HEADING_WORDS.has(bare.toLowerCase());
};

/** A named award: the capitalised words before 'Award'/'Prize'/..., and a capitalised 'for/in/of ...' after. */
function awardName(sentence: string): string | undefined {
  const words = unquote(sentence).split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const bare = words[i]!.replace(/[^\p{L}]/gu, '');
    if (!AWARD_WORD.test(bare) || !isCapitalised(words[i]!)) continue;
    let from = i;
    while (from > 0 && from > i - 7 && isCapitalised(words[from - 1]!) && !isHeadingWord(words[from - 1]!) && !/^(The|A|An)$/.test(words[from - 1]!) && !/[,;:.]$/.test(words[from - 1]!)) from -= 1;
    let to = i;
    if (/^(for|in|of|at)$/.test(words[i + 1] ?? '') && !/[,;:.]$/.test(words[i]!)) {
      let j = i + 2;
      while (j < words.length && j <= i + 5 && isCapitalised(words[j]!)) {
        to = j;
        if (/[,;:.]$/.test(words[j]!)) break;
        j += 1;
      }
    }
    if (from === i && to === i) continue;
    const name = clean(words.slice(from, to + 1).join(' '));
    if (isRealAchievement(name)) return name;
  }
  return undefined;
}

/** A title the description quotes inside a sentence, or introduces with 'titled'/'entitled'. */
function titleOf(sentence: string): string | undefined {
  // A description quotes the document's own sentences whole: look for titles inside them.
  const body = unquote(sentence);
  for (const m of body.matchAll(/[“"]([^"“”]{6,140})[”"]/g)) {
    const inner = m[1]!.trim();
    if (!/[.!?]$/.test(inner) && isRealAchievement(inner)) return clean(inner);
  }
  const titled = /\b(?:titled|entitled|called)\s+['‘]?([^.;'’]{6,120})/i.exec(body);
  if (titled && isRealAchievement(titled[1]!)) return clean(titled[1]!);
  // A key 'sentence' that is a line in title case with no full stop is the document's title.
  return /^["“]/.test(sentence) && isTitleLike(body) ? clean(body) : undefined;
}

const MINOR = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'via', 'with']);
function isTitleLike(text: string): boolean {
  if (/[.!?,;]$/.test(text) || !isRealAchievement(text)) return false;
  const words = text.split(/\s+/).filter((w) => !MINOR.has(w.toLowerCase()));
  const capitalised = words.filter((w) => /^[\p{Lu}\p{N}]/u.test(w)).length;
  return words.length >= 2 && capitalised / words.length >= 0.75 && !ORG_SUFFIX.test(text);
}

/** 'Reviewer for Nature Methods' from a review invitation or record. */
function reviewOf(sentence: string): string | undefined {
  const m = /\b(?:[Rr]eview(?:er|ing|ed)?|[Rr]eferee(?:ing|d)?|[Jj]udg(?:e|ing|ed)|[Jj]ur(?:y|or))\b[^.]{0,60}?\b(?:for|of|at)\s+((?:the\s+)?\p{Lu}[\p{L}&'-]*(?:\s+(?:of|on|for|and|&|\p{Lu}[\p{L}&'-]*)){0,6})/u.exec(unquote(sentence));
  if (!m) return undefined;
  const venue = m[1]!.replace(/\s+(of|on|for|and|&)$/, '');
  const role = /jur/i.test(m[0]) ? 'Jury member' : /judg/i.test(m[0]) ? 'Judge' : 'Reviewer';
  const name = `${role} for ${venue}`;
  return isRealAchievement(name) ? name : undefined;
}

const ORG_SUFFIX = /\b(ltd|limited|inc|llc|plc|gmbh|corp|corporation|company|university|college|institute|school|hospital|department|group)\.?$/i;
const ACHIEVEMENT_NOUN = /\b(award|prize|medal|fellow(ship)?|grant|scholarship|paper|article|publication|book|patent|keynote|talk|lecture|review(er)?|judge|jury|editor|exhibition|film|album|launch|system|method|model|algorithm|library|framework|project|product|study|invention)s?\b/i;

// Tags that say what kind of document it is, not what was achieved.
const KIND_TAG = /^(scholarly (paper|article)s?|award certificates?( or notice)?|review (invitation|record)s?|reviewed manuscripts|recommendation letters?|employment letters?|salary letters?|pay slips?|news articles?|press articles?|citation records?|membership notices?|curriculum vitae|published|papers?)$/i;

/** A tag is a key phrase, not a description: take it only when it names work, not an employer, a person or a kind of document. */
function tagAchievement(tag: string): boolean {
  if (!isRealAchievement(tag) || ORG_SUFFIX.test(tag) || KIND_TAG.test(tag)) return false;
  // A named thing carries a capital or a number; 'open source last year' is a scrap of text.
  if (!/[\p{Lu}\p{N}]/u.test(tag)) return false;
  const words = tag.split(' ');
  const nameLike = words.length <= 3 && words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w));
  return !nameLike || ACHIEVEMENT_NOUN.test(tag);
}

/** The best achievement one piece of evidence names, or none: guessing would only add noise. */
function achievementOf(e: EvidenceForAchievement): string | undefined {
  const sentences = sentencesOf(e.aiDescription ?? '').filter((s) => !FRAMING.test(s));
  const category = (e.category ?? '').toLowerCase();
  const byKind: Array<(s: string) => string | undefined> = /judg/.test(category)
    ? [reviewOf, awardName, titleOf]
    : /article|scholarly|publication/.test(category)
      ? [titleOf, awardName, reviewOf]
      : [awardName, titleOf, reviewOf];
  for (const pick of byKind) {
    for (const s of sentences) {
      const found = pick(s);
      if (found) return found;
    }
  }
  // A short description in the user's or the analyst's own words ('Best paper award at NeurIPS').
  const short = sentences.map(clean).find((s) => !/^["“]/.test(s) && isRealAchievement(s) && s.split(' ').length <= 12);
  if (short) return short;
  return e.aiTags.map(clean).find(tagAchievement);
}

/** Up to `max` different achievements, in evidence order; one already named inside another is dropped. */
export function achievementsOf(evidence: EvidenceForAchievement[], max: number): string[] {
  const out: string[] = [];
  for (const e of evidence) {
    const found = achievementOf(e);
    if (!found) continue;
    const key = found.toLowerCase();
    const clash = out.findIndex((o) => o.toLowerCase().includes(key) || key.includes(o.toLowerCase()));
    if (clash >= 0) {
      // Keep the fuller name: '2018 ACM Doctoral Dissertation Award' over 'ACM Doctoral Dissertation Award'.
      if (found.length > out[clash]!.length) out[clash] = found;
      continue;
    }
    out.push(found);
    if (out.length === max) break;
  }
  return out;
}
