import { describe, expect, it } from 'vitest';
import { caseDocumentSchema } from '../../src/contract/entities';
import { concatPdfs, makeTextPdf } from '../fixtures/make-fixtures';
import { openPush, userWithPetition } from './evidence-helpers';
import { DATABASES, useListeningServer } from './harness';
import { openPdf, packetApi, pageText } from './packet-helpers';

// Issue 32, item 5 (decision 061): a statement generated over a real uploaded PDF cites each fact and
// quotation with the exhibit's own page, 'Exhibit 1 at 2', and that page is the one the packet stamps
// 'Exhibit 1 — Page 2 of 2'.

const PAGE_ONE = ['ASSOCIATION FOR COMPUTING HISTORY', 'March 3, 2024', 'Dear Ms. Lovelace,', 'This letter concerns the annual awards of the Association, which are given each spring.'];
const SELECTED = 'On behalf of the Association for Computing History, I am delighted to inform you that you have been selected as the recipient of the 2024 Analytical Engine Prize.';
const SELECTIVE = 'The committee considered 412 nominations from 31 countries, and you are the sole recipient.';
// A long sentence wraps over two lines, as it would on the page.
const half = SELECTED.indexOf(' ', 90);
const PAGE_TWO = [SELECTED.slice(0, half), SELECTED.slice(half + 1), SELECTIVE, 'Sincerely,', 'Jane Roe', 'Chair, Awards Committee'];

describe.each(DATABASES)('statement pin cites over an uploaded PDF on %s', (kind) => {
  const server = useListeningServer(kind);
  const api = packetApi(server);

  it("cites the page the fact stands on, and the packet stamps that page as the exhibit's", async () => {
    const owner = await userWithPetition(server, 'O-1A');
    const pdf = await concatPdfs([await makeTextPdf(PAGE_ONE), await makeTextPdf(PAGE_TWO)]);
    await api.addFile(owner, 'prize-letter.pdf', pdf, '.pdf', 'application/pdf');

    const push = await openPush(server.origin, owner.cookie);
    try {
      const res = await server.inject({ method: 'POST', url: `/api/petitions/${owner.petitionId}/generate-statement`, headers: { cookie: owner.cookie }, payload: { criteriaId: 'o1a_awards', criteriaTitle: 'Awards' } });
      expect(res.statusCode, res.body).toBe(202);
      const msg = await push.next('statement-status', (m) => m.type === 'statement-status' && m.petitionId === owner.petitionId);
      expect(msg.status).toBe('completed');
    } finally {
      push.close();
    }
    const docs = await server.inject({ method: 'GET', url: `/api/petitions/${owner.petitionId}/case-documents`, headers: { cookie: owner.cookie } });
    const content = caseDocumentSchema.parse((docs.json() as unknown[])[0]).content;

    // The award, its issuer and its selectivity are on page 2; the letter's date is on page 1.
    expect(content).toContain('The 2024 Analytical Engine Prize was conferred on Ada Lovelace by the Association for Computing History, as an award letter dated March 3, 2024 records (Exhibit 1 at 1, 2).');
    expect(content).toContain(`"${SELECTIVE}" (Exhibit 1 at 2)`);
    expect(content).not.toMatch(/Exhibit 1 at [3-9]|Exhibit 1, p\./);

    // The packet stamps the PDF's second page 'Exhibit 1 — Page 2 of 2', and that page holds the sentence.
    expect((await api.post(owner)).statusCode).toBe(202);
    const reply = await api.finished(owner);
    expect(reply.status, reply.error ?? '').toBe('ready');
    const entry = reply.index.find((e) => e.label === 'Exhibit 1')!;
    const doc = await openPdf(await api.download(reply.parts[0]!.url));
    const stamped = await pageText(doc, entry.startPage + 2);
    expect(stamped).toContain('Exhibit 1 — Page 2 of 2');
    expect(stamped.replace(/\s+/g, ' ')).toContain(SELECTIVE);
    expect((await pageText(doc, entry.startPage + 1)).replace(/\s+/g, ' ')).not.toContain(SELECTIVE);
    await doc.destroy();
  }, 240_000);
});
