/**
 * Vocabularies that are not criteria: the general evidence categories, the
 * field a person works in, and the "major award" alternative that replaces the
 * criteria count for O-1 and EB-1A.
 */
import { compileVocab, type Vocab } from './vocab';

export const GENERAL = [
  { id: 'identity', keywords: ['passport', 'visa', 'birth certificate', 'date of birth', 'place of birth', 'nationality', 'national identity', 'identity card', 'id card', 'driver license', 'driving licence', 'place of issue', 'date of expiry', 'issuing authority', 'surname', 'given names', 'i-94', 'residence permit'] },
  { id: 'cv_resume', keywords: ['curriculum vitae', 'cv', 'resume', 'education', 'work experience', 'professional experience', 'employment history', 'skills', 'selected publications', 'languages', 'references available', 'objective', 'summary of qualifications', 'present'] },
  { id: 'recommendation_letter', keywords: ['to whom it may concern', 'recommend', 'recommendation', 'letter of support', 'in support of', 'i have known', 'i am writing to', 'i am pleased to', 'without reservation', 'extraordinary ability', 'petition', 'in my opinion', 'i strongly', 'highest recommendation', 'sincerely'] },
] as const;

let general: Vocab | undefined;
export function generalVocab(): Vocab {
  return (general ??= compileVocab(GENERAL.map((g) => ({ id: g.id, keywords: [...g.keywords] }))));
}

/** Fields of work: O-1A covers sciences, education, business and athletics; O-1B the arts and film/TV. */
export const DOMAINS = [
  { id: 'arts', keywords: ['actor', 'actress', 'acting', 'film', 'movie', 'theatre', 'stage', 'musician', 'music', 'singer', 'album', 'dancer', 'choreographer', 'artist', 'painter', 'gallery', 'director', 'screenplay', 'screenwriter', 'cast', 'television', 'tv series', 'broadway', 'performance', 'performed', 'role', 'starring', 'festival', 'orchestra', 'composer', 'photographer', 'fashion', 'designer', 'concert', 'tour', 'audition', 'feature film', 'short film'] },
  { id: 'science', keywords: ['research', 'researcher', 'scientist', 'university', 'phd', 'ph.d', 'postdoctoral', 'laboratory', 'journal', 'publication', 'citation', 'professor', 'engineer', 'engineering', 'algorithm', 'physics', 'chemistry', 'biology', 'medicine', 'clinical', 'machine learning', 'data', 'patent', 'thesis', 'experiment', 'peer review', 'conference'] },
  { id: 'business', keywords: ['company', 'startup', 'founder', 'ceo', 'cto', 'revenue', 'customers', 'investors', 'funding', 'product', 'market', 'sales', 'business', 'executive', 'manager', 'strategy', 'operations', 'subsidiary', 'clients', 'team'] },
  { id: 'athletics', keywords: ['athlete', 'olympic', 'championship', 'tournament', 'league', 'coach', 'player', 'team captain', 'world cup', 'medalist', 'ranked', 'season'] },
] as const;

let domains: Vocab | undefined;
export function domainVocab(): Vocab {
  return (domains ??= compileVocab(DOMAINS.map((d) => ({ id: d.id, keywords: [...d.keywords] }))));
}

/** Prizes famous enough to count as the one-time major achievement on their own. */
export const MAJOR_AWARDS = ['Nobel Prize', 'Turing Award', 'Fields Medal', 'Pulitzer Prize', 'Abel Prize', 'Wolf Prize', 'Kyoto Prize', 'Breakthrough Prize', 'MacArthur Fellowship', 'Olympic gold', 'Olympic medal', 'world champion'];
/** Arts and film/TV awards whose nomination or win satisfies the O-1B alternative. */
export const MAJOR_ARTS_AWARDS = ['Academy Award', 'Oscar', 'Emmy', 'Grammy', 'Tony Award', 'Golden Globe', 'BAFTA', 'Directors Guild award', "Palme d'Or", 'Golden Lion', 'Golden Bear', 'Olivier Award', 'Booker Prize'];
