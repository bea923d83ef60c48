/**
 * Who the applicant is, as the petition shows it: the chat is not told her name. Letters address her
 * ('Dear Dr. Okonkwo') and her CV opens with it, but a forwarded invitation addresses someone else
 * ('Dear Dr. Mehta'); of those names, hers is the one the most exhibits mention.
 */
import type { Doc } from './context';
import { addresseesOf, peopleIn } from './extract';
import { escapeRegExp } from '../../../../../src/contract/reg-exp';

const found = new WeakMap<Doc[], Set<string>>();

const mentions = (docs: Doc[], surname: string) => {
  const re = new RegExp(`(?<![\\p{L}])${escapeRegExp(surname)}(?![\\p{L}])`, 'u');
  return docs.filter((d) => re.test(d.text)).length;
};

/** The applicant's surname(s): the candidates named by the most exhibits (more than one only on a tie). */
export function applicantSurnames(docs: Doc[]): Set<string> {
  const cached = found.get(docs);
  if (cached) return cached;
  const candidates = addresseesOf(docs.map((d) => d.text));
  for (const d of docs.filter((x) => x.kind === 'cv')) {
    const own = peopleIn(d.text.split('\n')[0] ?? '')[0];
    if (own) candidates.add(own.name.split(/\s+/).pop()!);
  }
  const counted = [...candidates].map((c) => ({ c, n: mentions(docs, c) }));
  const most = Math.max(0, ...counted.map((x) => x.n));
  const out = new Set(counted.filter((x) => x.n === most).map((x) => x.c));
  found.set(docs, out);
  return out;
}
