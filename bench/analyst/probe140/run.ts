/**
 * Decision 140's probe: short invented documents (none from any bench set), each a plain-text file in a round's folder
 * with its label above a '---' line, read as an upload is read (`analyseEvidence`, text/plain) and scored field by field
 * as the holdouts score them (`holdout3/score.ts`, `holdout4/score.ts`): title, issuer, date, figures, signer, venue,
 * subject. A label line is `field: value`, alternatives split by ' | ' (figures: every value must be found, split by ' ; ').
 * Usage: npx tsx bench/analyst/probe140/run.ts [round1 round2 …] [--misses]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyseEvidence } from '../../../server/modules/analyst/local/evidence';
import type { FactSheet } from '../../../src/contract/fact-sheet';
import type { VisaType } from '../../../src/contract/visa-types';
import { figureFound, sameDate, sameName } from '../holdout3/score';
import { titleNames } from '../holdout4/score';

const FIELDS = ['title', 'issuer', 'date', 'figures', 'signer', 'venue', 'subject'] as const;
type Field = (typeof FIELDS)[number];
type Probe = { id: string; label: Map<string, string>; text: string };

const here = new URL('.', import.meta.url).pathname;

function readProbe(round: string, file: string): Probe {
  const raw = readFileSync(join(here, round, file), 'utf8');
  const cut = raw.indexOf('\n---\n');
  const label = new Map<string, string>();
  for (const line of raw.slice(0, cut).split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) label.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return { id: `${round}/${file.replace(/\.txt$/, '')}`, label, text: raw.slice(cut + 5) };
}

const alternatives = (value: string) => value.split(' | ').map((v) => v.trim());

/** Whether the sheet's field matches the label's; undefined when the label leaves the field out. */
function score(field: Field, want: string | undefined, sheet: FactSheet | null | undefined): boolean | undefined {
  if (want === undefined) return undefined;
  if (want === '(none)') return field === 'figures' ? !sheet?.figures.length : !(sheet?.[field as 'issuer'] as { value: string } | null | undefined);
  if (!sheet) return false;
  switch (field) {
    case 'title':
      return alternatives(want).some((t) => titleNames(t, sheet.title));
    case 'date':
      return !!sheet.date && alternatives(want).some((d) => sameDate(d, sheet.date!.value));
    case 'figures': {
      const got = sheet.figures.map((f) => f.value);
      return want.split(' ; ').every((f) => figureFound(f, got));
    }
    default: {
      const fact = field === 'subject' ? sheet.subject : sheet[field];
      return !!fact && alternatives(want).some((n) => sameName(n, fact.value));
    }
  }
}

const shown = (field: Field, sheet: FactSheet | null | undefined): string => {
  if (!sheet) return '(no sheet)';
  if (field === 'title') return sheet.title;
  if (field === 'figures') return sheet.figures.map((f) => f.value).join(' ; ') || '(none)';
  const fact = field === 'subject' ? sheet.subject : sheet[field];
  return fact?.value ?? '(none)';
};

function main(): void {
  const rounds = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const chosen = rounds.length ? rounds : readdirSync(here).filter((d) => d.startsWith('round')).sort();
  const tally = new Map<Field, { right: number; of: number }>(FIELDS.map((f) => [f, { right: 0, of: 0 }]));
  const misses: string[] = [];
  let docs = 0;
  for (const round of chosen) {
    for (const file of readdirSync(join(here, round)).filter((f) => f.endsWith('.txt')).sort()) {
      const probe = readProbe(round, file);
      docs += 1;
      const applicant = probe.label.get('applicant');
      const sheet = analyseEvidence({
        visaType: probe.label.get('visa') as VisaType,
        fileName: file.replace(/\.txt$/, '.pdf'),
        mimeType: 'text/plain',
        text: probe.text,
        ...(applicant ? { applicantName: applicant } : {}),
      }).factSheet;
      for (const field of FIELDS) {
        const right = score(field, probe.label.get(field), sheet);
        if (right === undefined) continue;
        const t = tally.get(field)!;
        t.of += 1;
        t.right += right ? 1 : 0;
        if (!right) misses.push(`${probe.id} ${field}: want "${probe.label.get(field)}", got "${shown(field, sheet)}" [${sheet?.kind}]`);
      }
    }
  }
  console.log(`probe140 ${chosen.join(',')}: ${docs} documents`);
  for (const [field, t] of tally) console.log(`  ${field.padEnd(8)} ${t.right}/${t.of}`);
  if (process.argv.includes('--misses')) for (const m of misses) console.log(m);
}

main();
