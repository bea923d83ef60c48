/**
 * Vocabularies that are not criteria: the field a person works in, and the
 * "major award" alternative that replaces the criteria count for O-1 and EB-1A.
 */
import { compileVocab, type Vocab } from './vocab';

/** Fields of work: O-1A covers sciences, education, business and athletics; O-1B the arts and film/TV. */
const DOMAINS = [
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
