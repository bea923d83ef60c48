// The fact sheet's fields read by form (issue 32, decision 140): the issuer, signer, figures, date, title and venue of
// documents as paralegals receive them, each written here in words of its own (no bench set's, no probe's).
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { FactSheet } from '../../src/contract/fact-sheet';
import type { VisaType } from '../../src/contract/visa';

const NAME = 'Ilona Wierzbicka';
function sheetOf(text: string, visaType: VisaType = 'EB-1A', fileName = 'upload.pdf'): FactSheet {
  const sheet = analyseEvidence({ visaType, fileName, mimeType: 'text/plain', text, applicantName: NAME }).factSheet;
  if (!sheet) throw new Error('no fact sheet');
  return sheet;
}
const figures = (sheet: FactSheet) => sheet.figures.map((f) => f.value).join(' ; ');

describe('issuers by form', () => {
  it("names a release's announcing company, never its slug", () => {
    const sheet = sheetOf(
      `FOR IMMEDIATE RELEASE

Ferroweave closes $9 million round to scale recycled-steel textiles

GDAŃSK, Poland, 3 March 2025 -- Ferroweave, the materials company started by Ilona Wierzbicka, today announced a $9 million round led by Amberline Capital.

Press contact: media@ferroweave.example`,
      'O-1A',
    );
    expect(sheet.issuer?.value).toBe('Ferroweave');
  });

  it('never takes a by-line for the outlet', () => {
    const sheet = sheetOf(
      `THE NORTHERN LANTERN
Friday, October 4, 2024 · Stage

A quiet Hamlet that roars

Review by Thaddeus Bright

Ilona Wierzbicka's set is a single staircase, and it is enough.`,
      'O-1B',
    );
    expect(sheet.issuer?.value).toMatch(/Northern Lantern/i);
  });

  it("never takes a prize's category heading for its body", () => {
    const sheet = sheetOf(
      `BALTIC DOCUMENTARY WEEK
Twelfth edition · 3–9 June 2024

AUDIENCE PRIZE

goes to

ILONA WIERZBICKA
for "The Amber Road"

Tallinn, 9 June 2024`,
      'O-1B',
    );
    expect(sheet.issuer?.value).toMatch(/Baltic Documentary Week/i);
  });

  it("reads the letterhead, not the addressee's company under the date", () => {
    const sheet = sheetOf(
      `Northgate Growth Partners, L.P.
Minneapolis, Minnesota

April 2, 2025

Dr. Ilona Wierzbicka
Ferroweave Inc.

Dear Dr. Wierzbicka,

Northgate Growth Partners intends to invest $750,000 in Ferroweave Inc., subject to diligence.

Sincerely,

Owen Falk
General Partner`,
      'EB-2 NIW',
    );
    expect(sheet.issuer?.value).toMatch(/Northgate Growth Partners/);
  });

  it("names a state's agency set on the line under the state's name", () => {
    const sheet = sheetOf(
      `STATE OF OREGON
Division of Coastal Resilience

Contract No. OEM-24-118
Executed: June 5, 2024

Contractor: Ferroweave Inc. (Ilona Wierzbicka, President)
Scope: supply of recycled-steel flood barriers for 14 coastal towns.`,
      'EB-2 NIW',
    );
    expect(sheet.issuer?.value).toBe('Division of Coastal Resilience');
  });

  it("never takes an agreement's own heading for its issuer", () => {
    const sheet = sheetOf(
      `PATENT LICENSE AGREEMENT

This agreement is made on 9 May 2024 between Ilona Wierzbicka ("Licensor") and Stalwerk Nord GmbH ("Licensee").

1. Grant. Licensor grants Licensee a non-exclusive license under Polish Patent No. 231,118, "Fibre drawn from reinforcing steel".

2. Payment. Licensee shall pay a royalty of 4% of net sales.`,
      'O-1A',
      'patent-licence-stalwerk.pdf',
    );
    expect(sheet.issuer?.value ?? '').not.toMatch(/agreement/i);
  });

  it("names her as the issuer of her own statement, signed under its heading", () => {
    const sheet = sheetOf(
      `PERSONAL STATEMENT
Ilona Wierzbicka, Ph.D.

I will build a domestic supply of recycled-steel fibre for flood barriers.

My company, Ferroweave Inc., already makes barriers for four states.`,
      'EB-2 NIW',
    );
    expect(sheet.issuer?.value).toMatch(/^Ilona Wierzbicka\b/);
  });

  it("names the body whose council chose her, never the desk that wrote", () => {
    const sheet = sheetOf(
      `From: Prizes Office <prizes@textiles.example>
To: Ilona Wierzbicka
Subject: The Loom Medal

Dear Dr. Wierzbicka,

The council of the Worshipful Textile Society has chosen you for the Loom Medal, given each year for an invention that changes the trade.

Best wishes,
Hugh Penrose
Clerk`,
    );
    expect(sheet.issuer?.value).toBe('Worshipful Textile Society');
  });

  it("never takes a bracketed translator's note for the outlet", () => {
    const sheet = sheetOf(
      `[Translated from Polish]

Gazeta Pomorska — Economy — 14 February 2024

A Gdańsk engineer turns scrap into cloth

Ilona Wierzbicka's mill spins fibre from old rebar.`,
    );
    expect(sheet.issuer?.value).toBe('Gazeta Pomorska');
  });

  it("names the magazine above a line of its issue's date and number", () => {
    const sheet = sheetOf(
      `TEXTILE FRONTIERS
March 2025 · Issue 96

Feature

Steel you can wear: inside Ilona Wierzbicka's mill

by Priya Menon`,
    );
    expect(sheet.issuer?.value).toMatch(/Textile Frontiers/i);
  });

  it("never takes a grant's agreement number for its funder", () => {
    const sheet = sheetOf(
      `Pomorze Innovates
Grant Agreement — Summary

Agreement No.: PIF-2023-0457
Effective date: 1 September 2023
Principal Investigator: Dr. Ilona Wierzbicka
Project: Recycled-steel fibre for flood barriers
Total grant: EUR 310,000 over two years`,
      'EB-2 NIW',
    );
    expect(sheet.issuer?.value ?? '').not.toMatch(/Agreement No/i);
  });

  it("names a book's publisher from its imprint, dated by the imprint's year", () => {
    const sheet = sheetOf(
      `Woven Steel
A Short History of Metal Cloth

Ilona Wierzbicka

Marram Books
Edinburgh · 2022

Printed in Latvia by Rīgas Druka`,
      'UK_GLOBAL_TALENT',
    );
    expect(sheet.issuer?.value).toBe('Marram Books');
    expect(sheet.date?.value).toBe('2022');
  });
});

describe('signers by form', () => {
  it("reads the signer after 'Warm regards,'", () => {
    const sheet = sheetOf(`Dear Dr. Wierzbicka,\n\nThank you for reviewing three manuscripts for us this year.\n\nWarm regards,\n\nTeodor Vasile\nManaging Editor`);
    expect(sheet.signer?.value).toBe('Teodor Vasile');
  });

  it("reads a certificate's signer: a name over its post at the end, with no closing", () => {
    const sheet = sheetOf(`NORDIC TEXTILE ACADEMY\n\nhonours\n\nIlona Wierzbicka\n\nwith its Silver Shuttle\n\nOslo, 2 May 2024\n\nSigrun Dahl\nPresident of the Academy`);
    expect(sheet.signer?.value).toBe('Sigrun Dahl');
  });

  it("reads the signatory under a company's 'For …' line", () => {
    const sheet = sheetOf(`STALWERK NORD GMBH\n\n12.03.2024\n\nTO WHOM IT MAY CONCERN\n\nMs. Ilona Wierzbicka has led our fibre plant of 90 staff since 2019.\n\nFor Stalwerk Nord GmbH\n\nJens Albrecht\nManaging Director`, 'EB-1C');
    expect(sheet.signer?.value).toBe('Jens Albrecht');
  });
});

describe('figures by form', () => {
  it("never reads a currency code inside a word ('Stars 8,100' is no Argentine peso)", () => {
    const sheet = sheetOf(`gitlab.example/iwierz/fibrekit\n\nfibrekit\n\nStars 8,100 · Forks 420 · Watchers 96\n\nMaintainer: Ilona Wierzbicka`, 'UK_GLOBAL_TALENT');
    expect(figures(sheet)).not.toMatch(/\bars\b/i);
    expect(figures(sheet)).toMatch(/Stars 8,100/);
  });

  it("reads a citation profile's counts set in columns", () => {
    const sheet = sheetOf(`Ilona Wierzbicka\nGdańsk University of Technology\n\n                 All      Since 2020\nCitations        2,417    1,630\nh-index          24       19`, 'EB-2 NIW');
    expect(figures(sheet)).toMatch(/2,417/);
    expect(figures(sheet)).toMatch(/24/);
  });

  it('reads a labelled figure followed by its period, by its source, or under a long label', () => {
    const sheet = sheetOf(
      `Fibrekit usage summary
Installs from the public package registry: 640,000 in the last quarter
Total citations: 512 by 390 documents
Countries in which the kit was ordered at least 5 times: 27`,
      'UK_GLOBAL_TALENT',
    );
    expect(figures(sheet)).toMatch(/640,000/);
    expect(figures(sheet)).toMatch(/512/);
    expect(figures(sheet)).toMatch(/: 27/);
  });
});

describe('dates by form', () => {
  it("dates a paper by its publication in a history line, not by its receipt", () => {
    const sheet = sheetOf(`Journal of Textile Metallurgy 8 (2022) 44–59\nReceived 12 May 2021; accepted 2 December 2021; published March 2022\n\nDrawing fibre from reinforcing steel\n\nIlona Wierzbicka, Marek Nowak\n\nAbstract\nWe drew fibre from scrap rebar.`);
    expect(sheet.date?.value).toBe('March 2022');
    expect(sheet.title).toMatch(/Drawing fibre from reinforcing steel/);
  });

  it("dates a statement by its 'Statement date:' field", () => {
    const sheet = sheetOf(`Galerie Tkanina — statement of sales\nArtist: Ilona Wierzbicka\nExhibition: Warp (2 February – 30 March 2024)\nStatement date: 15 April 2024\n\nWorks sold: 9 of 14\nTotal sales: EUR 61,000`, 'O-1B');
    expect(sheet.date?.value).toBe('15 April 2024');
  });
});

describe('titles by form', () => {
  it('names the grade a society elects her to', () => {
    const sheet = sheetOf(`INTERNATIONAL FIBRE SOCIETY\nSecretariat\n\n4 July 2023\n\nDear Dr. Wierzbicka,\n\nI am glad to say that the Council has elected you a Senior Member of the Society.\n\nYours sincerely,\n\nAnne Rutter\nSecretary`);
    expect(sheet.title).toMatch(/Senior Member/);
  });

  it('names the talk a letter invites her to give, and where', () => {
    const sheet = sheetOf(`Textile Futures Forum\n\n10 January 2025\n\nDear Dr. Wierzbicka,\n\nWe would like to invite you to deliver the closing lecture at the 2025 Textile Futures Forum in Lodz.\n\nKind regards,\n\nMaja Zielinska\nProgramme Chair`, 'O-1A');
    expect(sheet.title).toMatch(/closing lecture/);
    expect(sheet.title).toMatch(/Textile Futures Forum/);
  });

  it('names the board a letter appoints her to', () => {
    const sheet = sheetOf(`Baltic Materials Council\nRiga · Vilnius\n\n3 February 2025\n\nDear Dr. Wierzbicka,\n\nThis letter confirms your appointment to the Council's Standards Committee for a term of two years.\n\nBest wishes,\n\nAndris Kalns\nDirector`, 'O-1A');
    expect(sheet.title).toMatch(/Standards Committee/);
  });

  it("names a broadcast by its episode's title", () => {
    const sheet = sheetOf(`POLSKIE RADIO DWÓJKA — transcript\nProgramme: Ideas Hour\nEpisode: "Cloth from scrap"\nBroadcast: 4 April 2024\n\nHOST: Tonight, the engineer Ilona Wierzbicka.`);
    expect(sheet.title).toMatch(/Cloth from scrap/);
  });

  it("names a contract record by its scope", () => {
    const sheet = sheetOf(`COUNTY OF MARIN\nPublic Works\n\nContract No. PW-2025-33\nDate: 2 April 2025\n\nContractor: Ferroweave Inc.\nScope: flood barriers for the Corte Madera creek levee.`, 'EB-2 NIW');
    expect(sheet.title).toMatch(/Contract/);
    expect(sheet.title).toMatch(/flood barriers/i);
  });

  it("names a report by its own heading under the letterhead", () => {
    const sheet = sheetOf(`Gulf Coast Levee Authority\nField Trial Assessment — November 2024\n\nResults\n- 12 km of barrier installed in four parishes\n- No breach during two storms\n\nThe barriers were made by Ilona Wierzbicka's company.`, 'EB-2 NIW');
    expect(sheet.title).toMatch(/Field Trial Assessment/);
  });

  it('says that a citation profile is one', () => {
    const sheet = sheetOf(`Ilona Wierzbicka\nGdańsk University of Technology\nVerified email at pg.example\n\nCitations   2,417\nh-index   24`, 'EB-2 NIW');
    expect(sheet.title).toMatch(/citation/i);
  });

  it("names the work a statement's 'Title:' field reports views of", () => {
    const sheet = sheetOf(`Reelhaus — Quarterly Partner Statement\nPeriod: 1 April – 30 June 2024\n\nTitle: Warp and Weft (documentary, 52 min)\nDirector: Ilona Wierzbicka\n\nViews in the period: 880,000`, 'O-1B');
    expect(sheet.title).toMatch(/Warp and Weft/);
  });

  it("names an exhibition set as 'Artist: TITLE' over its 'Solo exhibition' line, at the gallery that shows it", () => {
    const sheet = sheetOf(`GALERIE TKANINA\nKraków\n\nIlona Wierzbicka: WARP\nSolo exhibition · 2 February – 30 March 2024\n\nFourteen hangings woven from steel.`, 'O-1B');
    expect(sheet.title).toMatch(/Warp/i);
    expect(sheet.venue?.value).toMatch(/Galerie Tkanina/i);
  });
});

describe('venues by form', () => {
  it("reads the meeting a committee belongs to", () => {
    const sheet = sheetOf(`Dear Dr. Wierzbicka,\n\nI invite you to join the Program Committee of the 2025 European Fibre Engineering Conference in Ghent.\n\nSincerely,\n\nLieve Claes\nGeneral Chair`);
    expect(sheet.venue?.value).toMatch(/European Fibre Engineering Conference/);
  });

  it("reads an event named over its edition line", () => {
    const sheet = sheetOf(`KRAKÓW DESIGN DAYS\nNinth edition · 12–15 May 2024\n\nDESIGN PRIZE\n\nis presented to\n\nILONA WIERZBICKA`, 'O-1B');
    expect(sheet.venue?.value).toMatch(/Kraków Design Days/i);
  });

  it("reads an event named with its year before a speaker's page", () => {
    const sheet = sheetOf(`Textile Tech Summit 2025 — Speaker confirmation\n\n2 March 2025\n\nHello Ilona,\n\nYour talk is on the main stage on 14 May. We expect 1,800 delegates.`, 'UK_GLOBAL_TALENT');
    expect(sheet.venue?.value).toBe('Textile Tech Summit 2025');
  });
});

describe('round four: forms met after the first fixes', () => {
  it("names the institution over its department's line", () => {
    const sheet = sheetOf(`Uppsala Universitet\nDepartment of Materials Science\n\nUppsala, 8 May 2024\n\nDear Sir or Madam,\n\nDr. Wierzbicka's fibre-drawing method is used in our teaching laboratory.\n\nBest regards,\n\nKarin Holm\nProfessor`);
    expect(sheet.issuer?.value).toBe('Uppsala Universitet');
  });

  it("never takes the place line between a company and its certificate's heading for the issuer", () => {
    const sheet = sheetOf(`STALWERK NORD GMBH\nBremen, Germany\n\nCertificate of Ownership\n\nStalwerk Nord GmbH certifies that it owns 100% of the shares of Stalwerk America, Inc.\n\nBremen, 3 March 2025`, 'EB-1C');
    expect(sheet.issuer?.value).toMatch(/Stalwerk Nord GmbH/i);
  });

  it("never takes a person's entry in a list for a letterhead", () => {
    const sheet = sheetOf(`Fibre Hack 2024 — Judging panel\n\nAnnounced 2 May 2024\n\nOur judges will score the 90 entries:\n- Ilona Wierzbicka, Founder, Ferroweave\n- Tomas Berg, CTO, Voltline\n- Rhea Das, Imperial College London`, 'UK_GLOBAL_TALENT');
    expect(sheet.issuer?.value ?? '').not.toMatch(/Berg|Das|Wierzbicka/);
  });

  it("reads a fall told with 'fallen by', and a growth told without 'by'", () => {
    const sheet = sheetOf(`Since we adopted the Ferroweave barriers our repair bills have fallen by 23%.\nDemand for such barriers is projected to grow 14 percent from 2024 to 2034.`, 'EB-2 NIW');
    expect(figures(sheet)).toMatch(/23%/);
    expect(figures(sheet)).toMatch(/14 percent/);
  });

  it("names a report heading with what it covers after a dash, not its date", () => {
    const sheet = sheetOf(`U.S. Bureau of Labor Statistics\nOccupational Outlook Handbook — Materials Engineers\nLast modified: 2024\n\nEmployment of materials engineers is projected to grow 6 percent from 2023 to 2033.`, 'EB-2 NIW');
    expect(sheet.title).toMatch(/Occupational Outlook Handbook — Materials Engineers/);
  });

  it("names the work a royalty statement's 'Play:' field reports on", () => {
    const sheet = sheetOf(`Northlight Play Service — Royalty Statement\nAuthor: Ilona Wierzbicka\nPlay: The Iron Loom\nPeriod ending: 30 June 2024\n\nLicensed productions in the period: 11\nRoyalties earned: EUR 9,300`, 'O-1B');
    expect(sheet.title).toMatch(/The Iron Loom/);
  });

  it("reads a programme's hall on the line with its street as the venue", () => {
    const sheet = sheetOf(`Harbour Players presents\n\nTHE IRON LOOM\n\na new play by Ilona Wierzbicka\n\nApril 4 – April 20, 2024\nStudio Hall, 14 Quay Street, Galway\n\nDirected by Niamh Byrne`, 'O-1B');
    expect(sheet.venue?.value).toBe('Studio Hall');
  });

  it("reads her row of a ranking whose columns are set apart by spaces", () => {
    const sheet = sheetOf(`European Rowing Union\nSingle Sculls Ranking — Women — Final 2024\nPublished 20 December 2024\n\nRank  Rower               Nation   Points\n1     Anna Lund           SWE      7,410\n2     Ilona Wierzbicka    POL      7,220\n3     Marie Dubois        FRA      6,980`, 'O-1A');
    expect(figures(sheet)).toMatch(/2\s+Ilona Wierzbicka\s+POL\s+7,220/);
  });
});

// Guards: forms the rules above must leave as they were (they pass before decision 140 and must keep passing).
describe('guards', () => {
  it("keeps a company's heading 'X USA, INC.' as the issuer; a person's entry is skipped only in a list of people", () => {
    const sheet = sheetOf(`STALWERK AMERICA, INC.\nACTION BY WRITTEN CONSENT OF THE BOARD OF DIRECTORS\n\nDated: 5 March 2025\n\nRESOLVED, that Ilona Wierzbicka is appointed President of the Company.`, 'EB-1C');
    expect(sheet.issuer?.value).toMatch(/^STALWERK AMERICA, INC/);
  });

  it("never names a prize as the body whose jury chose her", () => {
    const sheet = sheetOf(`BALTIC MATERIALS ALLIANCE\n\n2 May 2024\n\nDear Dr. Wierzbicka,\n\nThe jury of the Amber Fibre Prize has chosen you as this year's laureate.\n\nYours sincerely,\n\nEgle Petraitis\nSecretary General`);
    expect(sheet.issuer?.value).toMatch(/Baltic Materials Alliance/i);
  });

  it('never takes a desk under a closing for the signer', () => {
    const sheet = sheetOf(`Journal of Fibre Science\n\n3 June 2024\n\nDear Dr. Wierzbicka,\n\nThank you for your four reviews this year.\n\nWith appreciation,\n\nEditorial Office`);
    expect(sheet.signer).toBeNull();
  });
});

