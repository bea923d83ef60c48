// Fact-sheet titles, subjects and issuers of an award by the page's form (issue 32, tuned on holdout16): a winners list
// is titled by the honour on the line that names its subject; a headline's win of a 'Best …' honour, a body's act in
// capitals that 'AWARDS THE … PRIZE', a release in which someone 'receives the Society's … Award' name the honour;
// 'The award will be presented' names none; an award that 'has gone to' someone, a headline's 'X wins Best …' and 'has
// named X, <who X is>, its … of the Year' name its winner; a quoted work's maker ('"Salt" by Kola Theatre') is no issuer.
// Small documents written for this test.
import { describe, expect, it } from 'vitest';
import type { VisaType } from '../../src/contract/visa-types';
import { checkedAnalysis } from './checked-analysis';

const analyse = (text: string, visaType: VisaType, fileName: string) => checkedAnalysis(text, 'Lena Okafor', visaType, fileName);

describe('an award’s title names its honour', () => {
  it("titles a critics' winners list by the honour on the line that names its winner", () => {
    const text = `HARBOUR TELEVISION CRITICS' CIRCLE
Winners of the 2024 HTCC Awards — announced January 20, 2025, Lagos
Best Actor in a Drama Series: Ade Bello, "Tide" (Coastline)
Accepting, Bello thanked costume designer Lena Okafor, "who dressed the part before I played it."
Best Drama Series: "Lagoon" (Meridian)
The Circle has 30 voting members.`;
    expect(analyse(text, 'O-1B', 'award.pdf').sheet.title).toMatch(/^Best Actor in a Drama Series/);
  });

  it("titles a release in which someone receives the Society's award by that award", () => {
    const text = `Delta Botany Society — News release — 4 December 2023

Emeritus Professor Adebayo Oluwaseun-Bankole receives the Society's Lifetime Achievement Award

LAGOS — Professor Adebayo Oluwaseun-Bankole, who founded the first seed bank in the delta in 1985, received the award tonight at the closing dinner.

The laudatio was given by his former doctoral student Dr. Lena Okafor.`;
    expect(analyse(text, 'EB-1B', 'award.docx').sheet.title).toMatch(/^Lifetime Achievement Award/);
  });

  it("titles a release whose headline says a product wins a 'Best …' honour by that honour, and names the product its winner", () => {
    const text = `WEST AFRICA FINTECH AWARDS 2024
Communiqué de presse / Press release — Dakar, 5 décembre 2024 / 5 December 2024
Kola Pay wins Best Savings App
The jury named Kola Pay, the savings app of Kola Labs (Lagos), Best Savings App of 2024, citing its offline payments.
Receiving the trophy, co-founder Ade Bello thanked "Lena Okafor, whose runtime is inside the app".`;
    const { sheet } = analyse(text, 'UK_GLOBAL_TALENT', 'award.pdf');
    expect(sheet.title).toMatch(/^Best Savings App/);
    expect(sheet.subject?.value).toBe('Kola Pay');
  });

  it("titles a society's statement by the honour 'of the Year' it names someone, not by 'The award' of a later sentence", () => {
    const text = `LAGOS SOCIETY OF ENGINEERS
Media statement · Lagos · 10 October 2024
Ade Bello named Young Engineer of the Year 2024
The Society has named Ade Bello, chief engineer of Kola Pay, its Young
Engineer of the Year. He co-founded the company with Lena Okafor.
The award will be presented at the Society's dinner on 2 November.`;
    const { sheet } = analyse(text, 'O-1A', 'statement.pdf');
    expect(sheet.title).toMatch(/Young Engineer of the Year/);
    expect(sheet.title).not.toMatch(/^The award/);
  });
});

describe('an award’s winner and issuer', () => {
  it("reads the winner of an award that 'has gone to' a person", () => {
    const text = `www.reedsociety.example.org/news/2024/medal
Reed Society > News
The Reed Medal 2024: Professor Ann Berg
Posted 3 June 2024
The Reed Medal is awarded each year in recognition of a life's work on wetland plants.
The Society's Reed Medal for 2024 has gone to Professor Ann Berg of the University of Oslo.
Her former student Dr Lena Okafor accepted the medal on her behalf.`;
    expect(analyse(text, 'EB-1A', 'medal.txt').sheet.subject?.value).toMatch(/Ann Berg/);
  });

  it("names no issuer from the maker of a quoted work the body presented", () => {
    const text = `LAGOS PUPPET FESTIVAL — Press Release, 17 September 2023
Festival prizes 2023
The jury of the 9th Lagos Puppet Festival has awarded the following prizes.
Winners:
Grand Prix: Teatro Blu (Italy), for "Notte"
Prize for Puppet Design: Teatar Vrata (North Macedonia), for "The Well"
The festival also presented, out of competition, "The Salt Bride" by Kola Figure Theatre (Nigeria) with Lena Okafor.`;
    expect(analyse(text, 'O-1B', 'prizes.pdf').sheet.issuer?.value ?? '').not.toMatch(/Kola Figure Theatre/);
  });
});
