import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every section reference in the repository ("architecture.md §limits", "README.md §offline") must
 * name a document that is here and a heading that is in it, so a reader can follow it.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECTION = '\u00a7';
const SCANNED_DIRS = ['server', 'src', 'sw', 'tests', 'scripts', 'bench', 'docs', '.ci'];
const SCANNED_ROOT_FILES = /^(README\.md|[\w.-]+\.config\.[cm]?[jt]s|index\.html|package\.json)$/;
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|css|html|md|json|sql)$|^run$/;
const SKIPPED_DIRS = new Set(['node_modules', 'migrations', 'fixtures', 'dist']);
/** The bench's labelled sets write invented documents in code: a contract's numbered clauses are their text, not our prose. */
const BENCH_DOCUMENTS = /^bench\/analyst\/(corpus|judgement|holdout\d*|niw[\w-]*)\/.+\.ts$/;
const REFERENCE = new RegExp(`([\\w./-]+\\.md) ${SECTION}([a-z0-9-]+)`, 'g');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full);
    return TEXT_FILE.test(entry.name) && !BENCH_DOCUMENTS.test(path.relative(ROOT, full)) ? [full] : [];
  });
}

function scannedFiles(): string[] {
  const rootFiles = fs
    .readdirSync(ROOT)
    .filter((name) => SCANNED_ROOT_FILES.test(name))
    .map((name) => path.join(ROOT, name));
  return [...rootFiles, ...SCANNED_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir)))];
}

/** The document a reference names: a path from the root, or a name in docs/ or docs/decisions/. */
function resolveDocument(name: string): string | null {
  const candidates = [name, path.join('docs', name), path.join('docs/decisions', name)];
  const found = candidates.map((candidate) => path.join(ROOT, candidate)).find((file) => fs.existsSync(file));
  return found ?? null;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces become hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function headingSlugs(markdown: string): Set<string> {
  const headings = markdown.split('\n').filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => headingSlug(line.replace(/^#+ /, ''))));
}

interface Problem {
  file: string;
  line: number;
  text: string;
  why: string;
}

function problemsIn(file: string): Problem[] {
  const problems: Problem[] = [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((text, index) => {
    if (!text.includes(SECTION)) return;
    const where = { file: path.relative(ROOT, file), line: index + 1, text: text.trim() };
    const references = [...text.matchAll(REFERENCE)];
    const sections = text.split(SECTION).length - 1;
    if (references.length < sections) problems.push({ ...where, why: `write "<document>.md ${SECTION}<heading-anchor>"` });
    for (const reference of references) {
      const [, documentName = '', anchor = ''] = reference;
      const document = resolveDocument(documentName);
      if (!document) problems.push({ ...where, why: `${documentName} is not in the repository` });
      else if (!headingSlugs(fs.readFileSync(document, 'utf8')).has(anchor))
        problems.push({ ...where, why: `${documentName} has no heading "${anchor}"` });
    }
  });
  return problems;
}

describe('section references', () => {
  it('turns headings into anchors as GitHub does', () => {
    expect(headingSlug('Product rules the code cites')).toBe('product-rules-the-code-cites');
    expect(headingSlug('An upload, step by step')).toBe('an-upload-step-by-step');
  });

  it('finds a reference to a heading that does not exist', () => {
    const scratch = fs.mkdtempSync(path.join(ROOT, 'tests/unit/.doc-ref-'));
    try {
      const file = path.join(scratch, 'x.ts');
      fs.writeFileSync(file, `// see architecture.md ${SECTION}no-such-heading and spec ${SECTION}9\n`);
      expect(problemsIn(file).map((problem) => problem.why)).toEqual([
        `write "<document>.md ${SECTION}<heading-anchor>"`,
        `architecture.md has no heading "no-such-heading"`,
      ]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('resolves every reference in the repository', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap(problemsIn).map((p) => `${p.file}:${p.line}: ${p.why}\n    ${p.text}`);
    expect(problems).toEqual([]);
  });
});
