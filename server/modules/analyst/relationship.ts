/**
 * What the relationship a user typed for a recommender says, read just well
 * enough that a letter never claims more than it (an 'Independent expert'
 * letter must not say "I worked with her") and that the independence check
 * knows when the user has already disclosed a link. The user's text is often a
 * short label ('Former PhD supervisor') and may be written in either voice
 * ('my advisor' from the applicant, 'I supervised her' from the recommender),
 * so the kinds name the relationship, not who led whom.
 */

export type RelationshipKind = 'independent' | 'coauthor' | 'supervision' | 'collaborator' | 'colleague' | 'other';

// Said of an independent recommender: they know the work, not the person through it.
const INDEPENDENT = [
  /\bindependent\b/,
  /(\bnever|\bnot|n't|\bno longer)\s+(ever\s+)?(worked|work|collaborated|collaborate|co-?authored|co-?author|published|met|been\s+(a\s+|her\s+|his\s+|their\s+)?(colleague|collaborator|co-?author)s?)\b/,
  /\bno\s+(prior\s+|direct\s+|formal\s+|professional\s+|personal\s+|past\s+)*(collaboration|relationship|connection|affiliation|ties?|joint\s+work|co-?authorship)\b/,
  /\b(do|does|did)\s+not\s+know\b.*\bpersonally\b/,
  /\b(don't|doesn't|didn't)\s+know\b.*\bpersonally\b/,
  /\bnot\s+personally\s+(acquainted|known)\b/,
  /\bonly\s+(know|knows|known)\b.*\b(through|from|by)\b.*\b(work|publications?|papers?|reputation|record)\b/,
  /\bknown?\s+(of\s+)?(her|his|their|the)\s+work\s+(only\s+)?(through|from)\s+(her|his|their|its|the)?\s*(publications?|papers?|reputation|record)\b/,
];

const COAUTHOR = /\bco-?authors?(ed|ing)?\b|\bjoint(ly)?\s+(authored|published|papers?|publications?)\b|\bpublished\s+together\b/;
const SUPERVISION = /\b(supervis\w*|advis[oe]r\w*|advised|advising|mentor\w*|manag(er|ers|ed|ing)|line\s+manager|boss|reported\s+to|reports\s+to|phd\s+(student|advisor|adviser)|doctoral|postdoc\w*|thesis\s+(advisor|adviser|supervisor)|head\s+of\s+(her|his|their|my)\s+(team|lab|group|department))\b/;
const COLLABORATOR = /\b(collaborat\w*|co-?investigators?|joint\s+(project|research|work)|co-?founders?|co-?founded)\b/;
const COLLEAGUE = /\b(colleagues?|worked\s+(together|with|alongside)|work\s+(together|with|alongside)|working\s+(together|with|alongside)|teammates?|same\s+(team|lab|group|company|department|organi[sz]ation|employer|firm|studio)|our\s+team|peers?\s+at)\b/;

type RelationshipReading = {
  kind: RelationshipKind;
  /** The user said the recommender is independent (or never worked with the applicant). */
  claimsIndependence: boolean;
  /** The user already said how the recommender is linked to the applicant's work. */
  disclosesLink: boolean;
};

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads the relationship the user gave. Independence wins over link words it negates ('never worked with'). */
export function readRelationship(relationship: string): RelationshipReading {
  const text = normalise(relationship);
  if (INDEPENDENT.some((re) => re.test(text))) return { kind: 'independent', claimsIndependence: true, disclosesLink: false };
  const kind: RelationshipKind = COAUTHOR.test(text)
    ? 'coauthor'
    : SUPERVISION.test(text)
      ? 'supervision'
      : COLLABORATOR.test(text)
        ? 'collaborator'
        : COLLEAGUE.test(text)
          ? 'colleague'
          : 'other';
  return { kind, claimsIndependence: false, disclosesLink: kind !== 'other' };
}

/** Whether the relationship text names the organisation itself ('Colleague at Google'). */
export function relationshipMentions(relationship: string, phrase: string): boolean {
  const p = normalise(phrase);
  return p.length > 0 && normalise(relationship).includes(p);
}
