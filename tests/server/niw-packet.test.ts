import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FINAL_MERITS } from '../../src/contract/criteria-report';
import { ENDEAVOR_REQUIRED_MESSAGE } from '../../src/contract/endeavor';
import { runStatementJob } from '../../server/modules/statements/job';
import { NIW_COVER_LABEL } from '../../src/contract/niw-packet';
import type { PacketReply } from '../../src/contract/packet';
import { listEvidence, settled, userWithPetition, type Owner } from './evidence-helpers';
import { DATABASES, useListeningServer } from './harness';
import { openPdf, packetApi } from './packet-helpers';
import { hasPoppler } from './packet-render-helpers';

// Issue 36 items 2 and 8: an EB-2 NIW petition from upload to packet on the real server, database, job queue and
// analyst. The exhibits are numbered against the grain (prong 1 first, the degree last), and the packet still files
// them as an NIW brief argues: the basis, the endeavor, prong 1, prong 2, then the rest; US Letter; the cover names
// the classification in full; the petition letter quotes the endeavor exactly as the applicant wrote it.

const ENDEAVOR = [
  'I will develop and deploy open-source flood-forecasting software for county emergency managers in Texas, Louisiana and Florida,',
  'so that residents of flood-prone communities across the United States get warnings six hours earlier than today.',
  '',
  'In the first two years I will run a pilot with three counties that have sent letters of intent, funded by a state resilience grant.',
].join('\n');

const PRESS = {
  name: 'houston-chronicle-feature.txt',
  text: [
    'HOUSTON — Flood warnings could come hours earlier',
    'By Maria Gonzalez, Staff Writer',
    'Ada Lovelace, a hydrologist, has built a forecasting model that county emergency managers say gave them six extra hours before the 2024 floods.',
    '"We want every county to have this," Lovelace said.',
  ].join('\n'),
};
const PLAN = {
  name: 'flood-forecasting-business-plan.txt',
  text: [
    'Business Plan: County Flood Forecasting Service',
    'Executive Summary',
    'Ada Lovelace will offer flood forecasts to county emergency managers. Market analysis: 1,200 flood-prone counties.',
    'Milestones: Year 1 pilot in three counties; Year 2 twenty counties. Revenue model: annual county subscriptions. Use of funds: two engineers.',
  ].join('\n'),
};
const DEGREE = {
  name: 'master-diploma.txt',
  text: [
    'THE UNIVERSITY OF MICHIGAN',
    'The Regents of the University, on the recommendation of the Faculty of the College of Engineering,',
    'have conferred upon Ada Lovelace the degree of Master of Science in Civil Engineering (Hydrology)',
    'with all the rights and privileges pertaining thereto. Given at Ann Arbor, Michigan, on May 2, 2015. Registrar.',
  ].join('\n'),
};

function pdftotext(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'niw-packet-'));
  try {
    writeFileSync(join(dir, 'part.pdf'), bytes);
    // One string per page, as poppler lays the rendered page out.
    return execFileSync('pdftotext', ['-layout', join(dir, 'part.pdf'), '-'], { encoding: 'utf8' }).split('\f');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

describe.each(DATABASES)('an EB-2 NIW packet on %s', (kind) => {
  const server = useListeningServer(kind);
  const { post, get, finished, addFile, download } = packetApi(server);
  const put = (owner: Owner, proposedEndeavor: string) =>
    server.inject({ method: 'PUT', url: `/api/petitions/${owner.petitionId}/proposed-endeavor`, headers: { cookie: owner.cookie }, payload: { proposedEndeavor } });

  it('files basis, endeavor, prong 1, prong 2, then the rest, on US Letter, with the endeavor quoted as written', async () => {
    const owner = await userWithPetition(server, 'EB-2 NIW');
    // Numbered against the grain: the press feature is Exhibit 1, the degree comes last.
    for (const doc of [PRESS, PLAN, DEGREE]) await addFile(owner, doc.name, Buffer.from(doc.text), '.txt', 'text/plain');
    const rows = await listEvidence(server, owner);
    const byName = new Map(rows.map((r) => [r.fileName, r]));
    // What the analyst filed them under (the NIW kinds): the basis, prong 2 (a plan), prong 1.
    expect(byName.get(DEGREE.name)?.category).toBe('niw_advanced_degree');
    expect(byName.get(PLAN.name)?.category).toBe('niw_prong2_well_positioned');
    expect(byName.get(PRESS.name)?.category).toBe('niw_prong1_merit_importance');
    const number = (name: string) => byName.get(name)!.evidenceNumber!;
    expect([number(PRESS.name), number(PLAN.name), number(DEGREE.name)]).toEqual([1, 2, 3]);

    // No endeavor yet: a prong statement is refused with the one message.
    const refused = await server.inject({
      method: 'POST',
      url: `/api/petitions/${owner.petitionId}/generate-statement`,
      headers: { cookie: owner.cookie },
      payload: { criteriaId: 'niw_prong1_merit_importance', criteriaTitle: 'Prong 1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: ENDEAVOR_REQUIRED_MESSAGE });
    expect((await put(owner, ENDEAVOR)).statusCode).toBe(200);
    // The closing statement, asked for under its old name: an NIW brief files it as its 'Conclusion', last.
    await expect(runStatementJob(server.deps, { petitionId: owner.petitionId, criteriaId: FINAL_MERITS, criteriaTitle: 'Final Merits Statement' })).resolves.toBe(true);

    const before = (await get(owner)).builtAt;
    const started = await post(owner);
    expect(started.statusCode, started.body).toBe(202);
    const reply: PacketReply = await finished(owner, 180_000, before);
    expect(reply.status, reply.error ?? '').toBe('ready');
    expect(reply.parts).toHaveLength(1);
    const bytes = await download(reply.parts[0]!.url);

    // US Letter on every page (pdf.js reads the page boxes).
    const doc = await openPdf(bytes);
    for (let n = 1; n <= doc.numPages; n++) {
      const { width, height } = (await doc.getPage(n)).getViewport({ scale: 1 });
      expect([Math.round(width), Math.round(height)], `page ${n}`).toEqual([612, 792]);
    }

    // As poppler renders it.
    expect(hasPoppler()).toBe(true);
    const pages = pdftotext(bytes).map(flat);
    expect(pages[0]).toContain('Ada Lovelace');
    expect(pages[0]).toContain(NIW_COVER_LABEL);

    // The petition letter quotes the endeavor word for word (the typesetter rejoins a paragraph's lines).
    const letter = pages.findIndex((p) => p.startsWith('The Proposed Endeavor'));
    expect(letter).toBeGreaterThan(0);
    for (const paragraph of ENDEAVOR.split('\n\n')) expect(pages[letter]).toContain(flat(paragraph));
    // Part 6, the conclusion, after the endeavor: the basis it names and the waiver, never Kazarian's final merits.
    const conclusion = pages.findIndex((p) => p.startsWith('Conclusion'));
    expect(conclusion).toBeGreaterThan(letter);
    expect(pages[conclusion]).toContain('holding an advanced degree');
    expect(pages[conclusion]).toContain('waived in the national interest');
    expect(pages.join(' ')).not.toMatch(/final merits|kazarian/i);

    // The index: the groups in the brief's order, each exhibit under its group, whatever its number.
    const indexAt = pages.findIndex((p) => p.startsWith('Exhibit index'));
    expect(indexAt).toBeGreaterThan(conclusion);
    const index = pages[indexAt]!;
    const at = (text: string) => {
      const i = index.indexOf(text);
      expect(i, `${text} in the index: ${index}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const order = [
      at('EB-2 Basis — Advanced Degree'),
      at(`Exhibit ${number(DEGREE.name)} —`),
      at('Proposed Endeavor'),
      at(`Exhibit ${number(PLAN.name)} —`),
      at('Prong 1: Substantial Merit and National Importance'),
      at(`Exhibit ${number(PRESS.name)} —`),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The plan is filed once, under the endeavor, not again under prong 2.
    expect(index).not.toContain('Prong 2: Well Positioned');

    // The exhibits follow in the same order: the degree's separator page comes first.
    const separator = (n: number) => pages.findIndex((p, i) => i > indexAt && p.startsWith(`EXHIBIT ${n}`));
    const separators = [separator(number(DEGREE.name)), separator(number(PLAN.name)), separator(number(PRESS.name))];
    expect(separators.every((s) => s > indexAt)).toBe(true);
    expect([...separators].sort((a, b) => a - b)).toEqual(separators);
  }, 300_000);

  it("'Add from another petition' into a new NIW petition: the copies are analysed afresh against NIW", async () => {
    const owner = await userWithPetition(server, 'EB-1A');
    const sourceId = await addFile(owner, DEGREE.name, Buffer.from(DEGREE.text), '.txt', 'text/plain');
    // Under EB-1A a degree proves no criterion.
    expect((await listEvidence(server, owner)).find((r) => r.id === sourceId)?.category).not.toMatch(/^niw_/);

    const profileId = ((await server.inject({ method: 'GET', url: '/api/profile', headers: { cookie: owner.cookie } })).json() as { id: string }).id;
    const created = await server.inject({ method: 'POST', url: '/api/petitions', headers: { cookie: owner.cookie }, payload: { profileId, visaType: 'EB-2 NIW' } });
    expect(created.statusCode, created.body).toBe(201);
    const niw: Owner = { ...owner, petitionId: (created.json() as { id: string }).id };

    const sources = await server.inject({ method: 'GET', url: `/api/petitions/${niw.petitionId}/evidence/copy-sources`, headers: { cookie: owner.cookie } });
    expect(sources.json()).toEqual([expect.objectContaining({ visaType: 'EB-1A', evidence: [expect.objectContaining({ id: sourceId, inTarget: false })] })]);
    const copied = await server.inject({ method: 'POST', url: `/api/petitions/${niw.petitionId}/evidence/copy`, headers: { cookie: owner.cookie }, payload: { evidenceIds: [sourceId] } });
    expect(copied.statusCode, copied.body).toBe(200);
    const [copy] = await listEvidence(server, niw);
    expect(copy).toBeDefined();
    await settled(server, niw, copy!.id, 240_000);
    const [analysed] = await listEvidence(server, niw);
    expect(analysed).toMatchObject({ fileName: DEGREE.name, category: 'niw_advanced_degree', evidenceNumber: 1 });
    // The source keeps its own analysis, and changing a petition's visa type is still not a thing anyone can do.
    expect((await listEvidence(server, owner)).find((r) => r.id === sourceId)?.category).not.toMatch(/^niw_/);
    const patch = await server.inject({ method: 'PATCH', url: `/api/petitions/${owner.petitionId}`, headers: { cookie: owner.cookie }, payload: { visaType: 'EB-2 NIW' } });
    expect(patch.statusCode).toBe(404);
  }, 300_000);
});
