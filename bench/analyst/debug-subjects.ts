/**
 * The subject, isApplicant and role fields on every tuned set that labels them (the judgement cases, holdout4 on),
 * from the tuned sets' cached extraction, scored exactly as their runs score them (`holdout4/score.ts`,
 * `judgement/score.ts`): each set's accuracy per field and, with --misses, each miss with its kind and first lines.
 * Every tuned document's category is counted too (--filing lists the misfiled), to guard a change of subject.
 * Usage: npx tsx bench/analyst/debug-subjects.ts [--cache FILE] [--misses] [--filing] [--set NAME]
 */
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import { terminateOcr } from '../../server/platform/extract/index';
import { TUNED } from './debug-sets';
import { loadTunedSets } from './fit/tuned-sets';
import { scoreFacts } from './holdout4/score';
import type { ExpectedFacts4 } from './holdout4/doc';
import { PETITIONS } from './judgement/index';
import { scoreFields } from './judgement/score';
import type { Expected } from './judgement/types';
import type { FactSheet } from '../../src/contract/fact-sheet';

const FIELDS = ['subject', 'isApplicant', 'role'] as const;
type Field = (typeof FIELDS)[number];
type Miss = { field: Field; expected: string; got: string };

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

/** Each document's label, by id: a set in holdout4's form or a judgement case. */
function labels(): Map<string, ExpectedFacts4 | Expected> {
  const out = new Map<string, ExpectedFacts4 | Expected>();
  for (const build of Object.values(TUNED)) for (const d of build()) out.set(d.id, d.facts);
  for (const p of PETITIONS) for (const c of p.cases) out.set(c.id, c.expect);
  return out;
}

const said = (s: FactSheet | null | undefined) => (s?.subject ? `${s.subject.value} (${s.subject.isApplicant ? 'her' : 'not her'})` : '(none)');

function scoreJudgement(want: Expected, sheet: FactSheet | null | undefined): Array<{ field: Field; right: boolean; miss: Miss }> {
  const f = scoreFields(sheet, want);
  const wanted = want.subject ? `${want.subject.name} (${want.subject.isApplicant ? 'her' : 'not her'})` : '(none)';
  return [
    { field: 'subject' as const, right: f.subject === true, miss: { field: 'subject' as const, expected: wanted, got: said(sheet) } },
    ...(f.isApplicant === null ? [] : [{ field: 'isApplicant' as const, right: f.isApplicant, miss: { field: 'isApplicant' as const, expected: wanted, got: said(sheet) } }]),
    { field: 'role' as const, right: f.applicantRole === true, miss: { field: 'role' as const, expected: want.role, got: sheet?.applicantRole ?? '(none)' } },
  ];
}

function scoreFourth(want: ExpectedFacts4, sheet: FactSheet | null | undefined): Array<{ field: Field; right: boolean; miss: Miss }> {
  return scoreFacts(want, sheet)
    .filter((s): s is typeof s & { field: Field } => (FIELDS as readonly string[]).includes(s.field))
    .map((s) => ({ field: s.field, right: s.right, miss: { field: s.field, expected: s.expected, got: s.field === 'role' ? s.got : said(sheet) } }));
}

async function main(): Promise<void> {
  const byId = labels();
  const only = option('--set');
  const all = (await loadTunedSets(option('--cache'))).filter((d) => !only || d.set === only);
  // Every tuned document's category too, so a change to whom a document is about is seen to file nothing elsewhere.
  const filed = new Map<string, { right: number; of: number }>();
  for (const doc of all) {
    const category = analyseEvidence({ visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) }).category;
    const t = filed.get(doc.set) ?? { right: 0, of: 0 };
    filed.set(doc.set, { right: t.right + (category === doc.category ? 1 : 0), of: t.of + 1 });
    if (category !== doc.category && process.argv.includes('--filing')) console.log(`${doc.id}: filed ${category}, labelled ${doc.category}`);
  }
  const docs = all.filter((d) => byId.has(d.id) && (d.set === 'judgement' || d.set.startsWith('holdout')));
  const tallies = new Map<string, Record<Field, { right: number; of: number }>>();
  const total = Object.fromEntries(FIELDS.map((f) => [f, { right: 0, of: 0 }])) as Record<Field, { right: number; of: number }>;
  for (const doc of docs) {
    const input = { visaType: doc.visa, fileName: doc.fileName, mimeType: doc.mimeType, text: doc.text, ...(doc.applicant ? { applicantName: doc.applicant } : {}) };
    const sheet = analyseEvidence(input).factSheet;
    const want = byId.get(doc.id)!;
    const scores = doc.set === 'judgement' ? scoreJudgement(want as Expected, sheet) : scoreFourth(want as ExpectedFacts4, sheet);
    const tally = tallies.get(doc.set) ?? (Object.fromEntries(FIELDS.map((f) => [f, { right: 0, of: 0 }])) as Record<Field, { right: number; of: number }>);
    tallies.set(doc.set, tally);
    for (const s of scores) {
      for (const t of [tally[s.field], total[s.field]]) {
        t.of += 1;
        t.right += s.right ? 1 : 0;
      }
    }
    const misses = scores.filter((s) => !s.right);
    if (misses.length > 0 && process.argv.includes('--misses')) {
      const first = doc.text.split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 3).join(' / ').slice(0, 200);
      console.log(`${doc.id} [${sheet?.kind ?? 'no sheet'}] ${misses.map((m) => `${m.field}: expected ${m.miss.expected}; got ${m.miss.got}`).join('; ')}\n    ${first}`);
    }
  }
  const pct = (t: { right: number; of: number }) => (t.of ? `${t.right}/${t.of}` : '-');
  for (const [set, t] of tallies) console.log(`${set}: ${FIELDS.map((f) => `${f} ${pct(t[f])}`).join(', ')}`);
  console.log(`categories: ${[...filed].map(([set, t]) => `${set} ${pct(t)}`).join(', ')}`);
  console.log(`all: ${FIELDS.map((f) => `${f} ${pct(total[f])}`).join(', ')}`);
  await terminateOcr();
}

await main();
