// Fact-sheet fields read from form (issue 32, tune21): placings, ranks, a list's size and a form's counted line as figures;
// no order, invoice or report number and no possessive as the issuer, but a clipping's source line, a licence's board and
// a letterhead run into its street; the paper under a masthead set above its dateline; what a headline says rose by a
// measure; a stock ledger's corporation; whom a lab's news congratulates; her part when someone else's winner thanks her
// among the crew or she hands the winner the flowers; a citation line's year.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const sheetOf = (visaType: VisaType, text: string, applicantName = 'Tobias Haraldsen-Mbeki') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName }).factSheet!;
const figures = (visaType: VisaType, text: string) => sheetOf(visaType, text).figures.map((f) => f.value);

describe('figures', () => {
  it('records a placing and a rank', () => {
    expect(figures('EB-1A', `ALPINE TRAIL SERIES 2025\nRESULTS CERTIFICATE\nLong course - Men\n3rd place\nTobias Haraldsen-Mbeki (NOR)\n88 finishers.\n2 August 2025`).join(' | ')).toMatch(/3rd place/);
    expect(figures('O-1B', `Viewer Metrics Ltd - Quarterly summary\nProgramme: NORTH LIGHT, Series 3\nRank among drama series, same period: 2nd of 31\nAverage audience: 2.4 million viewers`).join(' | ')).toMatch(/2nd of 31/);
  });

  it("records a list's size beside its heading, a form's counted line and a part of the addressee's whole", () => {
    expect(figures('EB-1B', `Coastal Ecology Workshop 2024\nLIST OF PARTICIPANTS (52)\nHaraldsen-Mbeki, Tobias - University of Tromsø\nLind, Aase - Bergen Marine Station`).join(' | ')).toMatch(/52/);
    expect(figures('EB-1C', `Form 941 for 2025: Employer's QUARTERLY Federal Tax Return\nName: FJORD PUMPS INC.\nLine 1. Number of employees who received wages for the pay period including June 12: 23\nLine 2. Wages: $402,118.00`).join(' | ')).toMatch(/: 23\b/);
    expect(figures('EB-2 NIW', `Harbor County Water District\nMay 2, 2025\nDear Mr. Haraldsen-Mbeki,\nThe District intends to install 9 of your solar pump stations in 2026 and has set aside $220,000.\nSincerely,\nAnn Ruud`).join(' | ')).toMatch(/\b9 of your/);
  });

  it('records the length of a tour and a share held in brackets, and no fragment of a number set with spaces', () => {
    expect(figures('O-1B', `TOUR AGREEMENT\nThe Artist performs on a European tour of 10 weeks, 5 performances a week.\nFee: EUR 180,000 for the tour.`).join(' | ')).toMatch(/tour of 10 weeks/);
    expect(figures('EB-1C', `FJORD PUMPS INC.\nSTOCK LEDGER\nTotal issued and outstanding: 500 shares (100% held by Fjord Pumpe AS)`).join(' | ')).toMatch(/100%/);
    expect(figures('UK_GLOBAL_TALENT', `Nordic Tech Weekly\n2 May 2025\nTobias Haraldsen-Mbeki builds a voice for Sami\nFor the 20 000 Sami speakers who read on phones, his app now reads aloud.`)).not.toContain('000 Sami speakers');
  });
});

describe('the issuer', () => {
  it('reads no order, invoice or report number as the issuer', () => {
    expect(sheetOf('O-1A', `Elite Laureates Register - ORDER RECEIPT\nOrder #ELR-908172\nMay 3, 2025\nCustomer: Dr. Tobias Haraldsen-Mbeki\n1 x "Innovator of the Year" listing - $499`).issuer?.value).not.toMatch(/#|Order/);
    expect(sheetOf('UK_GLOBAL_TALENT', `FUTURE TECH FORUM — Speaker Office\n\nPRO-FORMA INVOICE No. FTF-2210\n\nDate: 4 March 2025\n\nTo: Tobias Haraldsen-Mbeki\n\nKeynote package ......... USD 2,100`).issuer?.value ?? '').not.toMatch(/INVOICE/);
  });

  it("reads the body's name, not its possessive, where a sentence says who chose", () => {
    const issuer = sheetOf('EB-2 NIW', `NORDIC FLOOD MANAGERS ASSOCIATION\nAnnual meeting, Bergen\n2 October 2025\nRESILIENCE AWARD 2025\npresented to Tobias Haraldsen-Mbeki, P.E.\nThe award is chosen by the Association's board from nominations by its members.`).issuer?.value;
    expect(issuer).not.toMatch(/['’]s$/);
  });

  it("reads a clipping's source line as its outlet, a licence's board and a letterhead run into its street", () => {
    expect(sheetOf('O-1B', `CERTIFIED TRANSLATION FROM NORWEGIAN\nSource: Bergens Scenekunstblad, no. 2/2025, p. 8\n3 March 2025\nREVIEW ★★★★\nThe dancer who carries the fjord - Tobias Haraldsen-Mbeki at Cornerstone\nBy Liv Aasen\nTobias Haraldsen-Mbeki dances for seventy minutes without a pause, and the hall holds its breath.`).issuer?.value).toBe('Bergens Scenekunstblad');
    expect(sheetOf('EB-2 NIW', `STATE OF OREGON - Licensing Division\nOregon Board of Examiners for Engineering and Land Surveying\nPROFESSIONAL ENGINEER\nLicense No. PE-99812\nHARALDSEN-MBEKI, TOBIAS\nOriginal issue date: 03/02/2022`).issuer?.value).toMatch(/^Oregon Board of Examiners/);
    expect(sheetOf('EB-1C', `Fjord Pumpe S.à r.l. - 12, rue de la Gare, L-1611 Luxembourg - R.C.S. Luxembourg B 12.345 CERTIFICATE OF EMPLOYMENT Luxembourg, on\n2 May 2025\nThe undersigned company certifies that Mr Tobias Haraldsen-Mbeki has been employed since 1 June 2018 as Gérant (Managing Director).\nAnna Weber, Partner`).issuer?.value).toBe('Fjord Pumpe S.à r.l.');
  });
});

describe('whom it is about, and her part', () => {
  it('reads the story under a masthead set above its dateline as about what it reports, not the paper', () => {
    const sheet = sheetOf('EB-2 NIW', `Three Rivers Morning Ledger\nJune 4, 2025\nTenants of Cedar Hollow Trailer Park told to leave by September\nBy Kari Lund\nThe 40 households of Cedar Hollow Trailer Park received notices this week that the land has been sold.\n"I hope their next park has a shelter," said Tobias Haraldsen-Mbeki, a local structural engineer.`);
    expect(sheet.subject?.value).toBe('Cedar Hollow Trailer Park');
    expect(sheet.subject?.isApplicant).toBe(false);
  });

  it('reads a story that quotes her as about what its headline says rose by a measure', () => {
    const sheet = sheetOf('UK_GLOBAL_TALENT', `Harbour Business Daily\n3 March 2025\nBus fares in Accra rise 15% after fuel levy\nBy Kofi Mensah\nOperators raised the fare of a city ride by 15% on Monday after a new levy on diesel took effect.\n"Riders will walk more and spend less," said Tobias Haraldsen-Mbeki, a transport app developer.`);
    expect(sheet.subject?.value).toBe('Bus fares in Accra');
    expect(sheet.subject?.isApplicant).toBe(false);
  });

  it('reads a stock ledger headed by its corporation as about the corporation, whoever holds its shares', () => {
    const sheet = sheetOf('EB-1C', `NORTHGATE VALVES INC. (a Texas corporation)\nSTOCK LEDGER AND TRANSFER RECORD\nCert. No. | Date of issue | Shareholder | Shares\n1 | 2023-04-02 | Nordventil AS, Bergen, Norway | 2,000\nCertified a true copy by the Secretary:\nAmy Cole, Secretary`);
    expect(sheet.subject?.value).toBe('NORTHGATE VALVES INC.');
  });

  it("reads whom a lab's news congratulates on a prize as its winner, not the lab's head", () => {
    const sheet = sheetOf('EB-1B', `Haraldsen-Mbeki Group — News\n\n2 May 2025\n\nIngrid wins Best Talk!\n\nCongratulations to postdoc Ingrid Solheim, whose talk on sea-ice algae won the Best Talk award at the Polar Biology meeting. Ingrid is supervised by Dr. Tobias Haraldsen-Mbeki.`);
    expect(sheet.subject?.value).toBe('Ingrid Solheim');
    expect(sheet.subject?.isApplicant).toBe(false);
  });

  it("reads her as a collaborator when another's winner thanks her among the crew, and as attending when she hands over the flowers", () => {
    expect(sheetOf('O-1B', `Prairie Screen Critics - Winners 2025\n12 May 2025\nBest Editing, Documentary: Ruth Calloway, "Dust Roads" (Plains TV)\nAccepting the award, Calloway thanked "the crew and our narrator Tobias Haraldsen-Mbeki, who kept every scene honest."`).applicantRole).toBe('collaborator');
    expect(sheetOf('EB-1A', `Nordstrand Ski Club newsletter — spring edition\n2 April 2025\nAWARDS NIGHT: Kari Bye is our Skier of the Year!\nIn the club house, 90 members saw Kari receive the trophy. Team captain Tobias Haraldsen-Mbeki handed her the flowers and told a story from their junior years.`).applicantRole).toBe('attendee');
  });

  it("dates a paper by its citation line's year after a comma, and names a subtitled journal", () => {
    const sheet = sheetOf('EB-1A', `Journal of Mountain Sport Science, 2024, Vol. 7, No. 1, pp. 12-30\nPacing on steep descents in elite trail running\nT. Haraldsen-Mbeki (corresponding author), Arctic University of Norway\nAbstract. We recorded 30 elite runners over 12 races.`);
    expect(sheet.date?.value).toBe('2024');
    expect(sheetOf('EB-1B', `Glaciology: Processes and Change 51 (2024) 200-219\nMeltwater pulses under sea ice\nTobias Haraldsen-Mbeki (corresponding author), University of Tromsø\nAbstract: We moored 6 sensors under the ice.`).issuer?.value).toBe('Glaciology: Processes and Change');
  });
});
