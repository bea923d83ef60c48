// Writes the labelled corpus to a directory so the documents can be opened and inspected:
// one file per document plus labels.json (the labels, without the text).
// Usage: npx tsx bench/analyst/write-corpus.ts [dir=/tmp/exhibit-corpus]
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildCorpus, renderDoc } from './corpus/index';

const dir = process.argv[2] ?? '/tmp/exhibit-corpus';
const docs = buildCorpus();
for (const visa of ['EB-1A', 'O-1A']) await mkdir(join(dir, visa), { recursive: true });
for (const doc of docs) await writeFile(join(dir, doc.visa, `${doc.id} ${doc.fileName}`), await renderDoc(doc));
await writeFile(join(dir, 'labels.json'), JSON.stringify(docs.map(({ paragraphs: _, ...label }) => label), null, 2));
console.log(`${docs.length} documents written to ${dir}`);
