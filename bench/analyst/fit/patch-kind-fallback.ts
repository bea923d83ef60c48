/**
 * Puts decision 116's kind fallback into an older checkout: copies kinds/kind-fallback.ts (and its json) there and makes
 * recognise.ts's last line ('no kind') ask it first. Every commit dump-readings.ts lists ends recogniseKind with the same
 * line. Today readAndFile asks the fallback only where the criteria vocabulary alone files the document; in the old
 * checkout it reads every document of no kind, and fit-readings.ts --fallback keeps those the vocabulary alone filed
 * (the dump's byVocabulary): the same documents. Then dump-filings.ts --kind-fallback FILE runs there.
 * Usage (in this tree): npx tsx bench/analyst/fit/patch-kind-fallback.ts <old checkout>
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';

const NO_KIND = "  return { kind: 'other', score: 0, cues: [] };\n}";
const IMPORT = "import { readKind, type KindModel } from './kind-model';";

const tree = process.argv[2];
if (!tree) throw new Error('usage: patch-kind-fallback.ts <old checkout>');
const kinds = `${tree}/server/modules/analyst/kinds`;
for (const file of ['kind-fallback.ts', 'kind-fallback.json']) await copyFile(new URL(`../../../server/modules/analyst/kinds/${file}`, import.meta.url), `${kinds}/${file}`);
const source = await readFile(`${kinds}/recognise.ts`, 'utf8');
if (source.split(NO_KIND).length !== 2 || !source.includes(IMPORT)) throw new Error(`${kinds}/recognise.ts does not end recogniseKind as expected`);
await writeFile(
  `${kinds}/recognise.ts`,
  source
    .replace(IMPORT, `import { fallbackKind } from './kind-fallback';\n${IMPORT}`)
    .replace(NO_KIND, "  return fallbackKind(fileName, text, applicantName) ?? { kind: 'other', score: 0, cues: [] };\n}"),
);
console.log(`patched ${kinds}/recognise.ts`);
