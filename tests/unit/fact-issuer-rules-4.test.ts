// Who issued a document (issue 32, eighth session, decision 084, tuned on holdout11): a journal line with its volume
// labelled, a body named in Portuguese or Spanish, a long association name over a plain-text page, the parties on the
// line under an agreement's heading, and a letter that names no body (its writer). Small documents written for this test.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const issuer = (text: string, fileName: string, visaType: VisaType = 'EB-1A') => checkedAnalysis(text, 'Lena Okafor', visaType, fileName).sheet.issuer?.value;

describe('who issued it', () => {
  it("reads 'Journal of Food Physics, Vol. 12, No. 4 (2024), pp. 33-41' as the journal", () => {
    const text = `Journal of Food Physics, Vol. 12, No. 4 (2024), pp. 33-41 · Online edition
Why crusts crack: moisture gradients in baked dough
L. Okafor*, A. Lee, T. Baird
Food Physics Laboratory, Harbour University
Abstract. We measure moisture in crusts during cooling and show that cracks follow the steepest gradients.`;
    expect(issuer(text, 'JFP_2024_crusts.pdf')).toBe('Journal of Food Physics');
  });

  it("reads a Portuguese school's name in capitals ('ESCOLA …') as the body that issued a diploma", () => {
    const text = `ESCOLA LUSITANA DE GESTÃO
The Board of the School, on the recommendation of the Faculty, confers upon
Lena Okafor
the degree of
Master of Business Administration
with all the rights and privileges belonging to it.
Lisbon, 30 June 2016
Dean of the School                    Registrar
Diploma registered under no. 2016/2210`;
    expect(issuer(text, 'MBA_diploma.pdf', 'EB-1C')).toBe('ESCOLA LUSITANA DE GESTÃO');
  });

  it("reads a long association's name run into a plain-text page's headline as its issuer", () => {
    const text = `Associação Nacional das Empresas de Panificação Artesanal - News
7 November 2024
Quayside Foods named Bakery Company of the Year
At its annual dinner the association gave its Bakery Company of the Year award to Quayside Foods Ltd., citing its training of young bakers.
"The prize belongs to our night shift," said Executive Director Lena Okafor, who received the trophy for the company.`;
    expect(issuer(text, 'ANEPA_prize.txt', 'EB-1C')).toBe('Associação Nacional das Empresas de Panificação Artesanal');
  });

  it("reads the first party on the line under an agreement's heading ('between Acme S.L., …') as its issuer", () => {
    const text = `SPONSORSHIP AGREEMENT (page 1 of 6)
between Harbour Oars S.L., Calle Mayor 12, Madrid ("Harbour Oars") and Lena Okafor ("the Athlete"), dated 1 December 2024
1. Term: 1 January 2025 to 31 December 2026.
2. Fee: €150,000 per contract year, paid quarterly.`;
    expect(issuer(text, 'Harbour_Oars_agreement.docx', 'O-1A')).toBe('Harbour Oars S.L.');
  });

  it('reads the writer who signs a letter that names no body as its issuer', () => {
    const text = `Claire Arnaud, head chef (Meilleur Ouvrier de France)
Bordeaux, 12 January 2025
To whom it may concern,
Lena Okafor worked under me as a line cook from 2015 to 2018. I was her head chef and her teacher.
She has since gone far beyond what I taught her, and many young cooks now copy her plates.
Claire Arnaud`;
    expect(issuer(text, 'lettre_Chef_Arnaud.docx', 'O-1B')).toBe('Claire Arnaud');
  });

  it("keeps the university on a letter's first line as its issuer, not the writer who signs it", () => {
    const text = `Politecnico di Milano — Dipartimento di Chimica
1 September 2025
To whom it may concern
I have worked with Dr. Okafor since 2022, and I recommend her in the strongest terms.
Dr. Marco Bianchi, Associate Professor`;
    expect(issuer(text, 'letter_Marco_Bianchi.docx', 'UK_GLOBAL_TALENT')).toBe('Politecnico di Milano');
  });

  it("does not take a review essay's headline under a journal's line for the issuer", () => {
    const text = `FOOD HISTORY QUARTERLY — Vol. 9, No. 2 (June 2024)
Review essay: Bread and the last bakers of the north
By Professor Jan de Wit, University of Utrecht
Lena Okafor's The Long Rise does what few histories attempt: it records the bakers' own words.`;
    expect(issuer(text, 'FHQ_review_essay.pdf')).toBe('FOOD HISTORY QUARTERLY');
  });
});
