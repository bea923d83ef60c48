import { describe, expect, it } from 'vitest';
import { buildFactSheet } from '../../server/modules/analyst/local/fact-sheet';
import type { DocumentKind } from '../../src/contract/categories';

// Who issued a document, as a paralegal reads it (issue 32): a letterhead abroad, a long letterhead, a
// page's masthead, a contract's first party, a writer who names his company. Documents written for these tests.

const issuer = (lines: string[], kind: DocumentKind = 'other') => buildFactSheet({ text: lines.join('\n'), fileName: 'upload.pdf', kind, applicantName: 'Ana Ruiz' }).issuer?.value;
const opening = ['12 May 2024', 'Dear Sir or Madam,', 'We confirm that Ms. Ana Ruiz has worked with us since 2019 as head of our hydrology unit.'];

describe('the issuer, wherever the document states it', () => {
  it('a letterhead in another language or with a company form: Universidad, Servicio, Grupo … S.A., … AS', () => {
    expect(issuer(['UNIVERSIDAD DE LOS ANDES — INSTITUTO DE HIDRÁULICA', ...opening])).toMatch(/^universidad de los andes$/i);
    expect(issuer(['SERVICIO NACIONAL DE AGUAS Y RIEGO', ...opening])).toMatch(/^servicio nacional de aguas y riego$/i);
    expect(issuer(['GRUPO FLUVIAL DEL SUR S.A. — RUT 76.543.210-1', ...opening])).toMatch(/^grupo fluvial del sur s\.a\.$/i);
    expect(issuer(['Nordfjord Havbruk AS', ...opening])).toBe('Nordfjord Havbruk AS');
  });

  it('a letterhead whose line runs long with its address: its first part', () => {
    expect(issuer(['LAGUNA VERDE FILMS LLC — 1200 Ocean Avenue, Suite 310, Santa Monica, CA 90401 DEAL MEMO — PERFORMER', 'Date: March 2, 2024', 'Fee: US$20,000 per episode.'], 'employment_letter')).toMatch(/^laguna verde films llc$/i);
  });

  it("a page's masthead names its publisher though no word says organisation", () => {
    expect(issuer(['Old Quay Playhouse · What\'s on · Antigone', 'ANTIGONE — by Sophocles, in a new version', 'Ana Ruiz is Antigone.'], 'production_credits')).toBe('Old Quay Playhouse');
  });

  it("a translator's header is passed over for the outlet; a masthead run into the headline still names it", () => {
    const text = ['CERTIFIED TRANSLATION FROM PORTUGUESE', 'Diário do Vale — Sunday edition, Culture section, 9 June 2020, page 4 The engineer who taught the dam to listen By Rita Lopes. Ana Ruiz spent six years on it.'];
    expect(issuer(text, 'press_article')).toBe('Diário do Vale');
  });

  it("a contract's first party", () => {
    expect(issuer(['WAREHOUSE SERVICES AGREEMENT', 'This Agreement is entered into as of May 1, 2023 by and between Riverbend Storage, Inc., a Texas corporation ("Operator"), and Ana Ruiz ("Customer").'], 'employment_letter')).toBe('Riverbend Storage, Inc.');
  });

  it('a letter without a letterhead: the company its writer says he leads', () => {
    expect(issuer(['Bergen, 3 March 2024', 'Dear Sir or Madam,', 'My name is Ola Berg. I am the co-founder and chief executive of Fjellvind AS, where Ana Ruiz has led our research since 2020.'], 'recommendation_letter')).toBe('Fjellvind AS');
  });
});
