// Fields read from form (issue 32, tune22, decision 114): a heading that names the document's form (a contract with its
// number, a deal memo, a day's programme) or a page's navigation is no issuer, and the party or body it names is; a
// masthead's hyphenated name with its edition is a news page's; a one-word headline subject with its measure is what
// the story is about, and a place is never read with the particle after it.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Rosalind Achterberg-Nwosu') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName }).factSheet;

describe('issuer, not the form', () => {
  it("reads a numbered contract's first party, not its heading", () => {
    const sheet = read('O-1B', `PERFORMANCE CONTRACT No. NSA-2025-11

Between Northsea Stage Agency LLC, Portland, Maine ("the Presenter") and Rosalind Achterberg-Nwosu, cellist ("the Artist").

Date: 2 December 2024

1. Engagement. The Artist will give eight recitals in the United States in April 2025.

2. Fee. The Presenter will pay the Artist US$8,000 for each recital.

Signed: Jonas Whitcombe, for the Presenter; Rosalind Achterberg-Nwosu, the Artist`);
    expect(sheet?.issuer?.value).toBe('Northsea Stage Agency LLC');
  });

  it("reads an amendment's employer from its parties line, not the amendment's heading", () => {
    const sheet = read('EB-1A', `AMENDMENT No. 2 TO THE EMPLOYMENT CONTRACT

Between: Haverkamp Akoestiek GmbH, Hafenstrasse 4, 20457 Hamburg, represented by its managing director, Ute Haverkamp

And: Rosalind Achterberg-Nwosu, Principal Engineer

Article 1 – Salary. From 1 March 2025 the gross annual salary is raised to €164,000.

Signed in Hamburg on 20 February 2025`);
    expect(sheet?.issuer?.value).toBe('Haverkamp Akoestiek GmbH');
  });

  it("reads a deal memo's production company, not the words 'deal memo'", () => {
    const sheet = read('O-1B', `CREW DEAL MEMO

Production: "Salt Water" (feature) Production company: Dunmore Films LLC, Atlanta

Date: 4 February 2025

Crew member: Rosalind Achterberg-Nwosu Position: Sound Mixer Department: Sound

Rate: US$5,900 per 5-day week

Approved: Line Producer, Harriet Dunmore Accepted: Rosalind Achterberg-Nwosu`);
    expect(sheet?.issuer?.value).toBe('Dunmore Films LLC');
  });

  it("reads a festival's day programme as the festival's, not its 'Programme, <day>' line", () => {
    const sheet = read('UK_GLOBAL_TALENT', `Saltmarsh Book Weekend 2025 — Aldeburgh
Programme, Saturday 10 May 2025
10:00 Opening address: Harriet Dunmore
11:30 Panel: Writing the Tide. Chair: Rosalind Achterberg-Nwosu. With Tomas Reid and Lena Ostrova
13:00 Lunch on the green
15:00 Reading night`);
    expect(sheet?.issuer?.value).toMatch(/^Saltmarsh Book Weekend/);
  });

  it("reads a web page's outlet past its 'Skip to main content' line and its menu", () => {
    const sheet = read('EB-1A', `Skip to main content
SOUND & STRUCTURE Home | People | Projects | Jobs | Subscribe
Home > People > Profiles
The engineer who listens to bridges
By Colm Ferriter | 3 April 2025 | 5 min read
Rosalind Achterberg-Nwosu grew up beside the Rotterdam docks. Today she leads acoustic monitoring at Haverkamp Akoestiek, and her sensors now listen to 40 bridges.
"A bridge tells you it is tired long before it cracks," she says.
© 2025 Sound & Structure, the trade journal of structural acoustics.`);
    expect(sheet?.issuer?.value).toBe('SOUND & STRUCTURE');
  });
});

describe("a contract's date", () => {
  it('dates an amendment by its signing, not by the day its salary clause takes effect', () => {
    const sheet = read('EB-1A', `AMENDMENT No. 4 TO THE EMPLOYMENT CONTRACT
Between: Haverkamp Akoestiek GmbH, Hafenstrasse 4, 20457 Hamburg
And: Rosalind Achterberg-Nwosu, Principal Engineer
Article 1 – Salary. From 1 July 2025 the gross annual salary is raised to €171,000.
Article 2 – Other clauses are unchanged.
Signed in Hamburg on 24 June 2025
For the company: Ute Haverkamp The employee: Rosalind Achterberg-Nwosu`);
    expect(sheet?.date?.value).toBe('24 June 2025');
  });
});

describe('a news page and what it is about', () => {
  it('reads a hyphenated masthead with its edition as a news page, about what its one-word headline subject did', () => {
    const sheet = read('O-1A', `SURAT-SURAT — English edition

4 February 2025

Storms close 40 clinics in Ambon and Seram

Heavy rain over the weekend flooded the river valleys and closed 40 clinics, the health office said on Monday. About 9,000 patients will be seen at mobile posts for a week.

"The radio lessons for nurses will go on every morning," said Rosalind Achterberg-Nwosu, founder of the programme. "They can listen from home."

The disaster agency said 150 families were in shelters.`);
    expect(sheet?.kind).toBe('press_article');
    expect(sheet?.subject?.value).toBe('Storms');
    expect(sheet?.subject?.isApplicant).toBe(false);
  });
});

describe('lines and figures read from form', () => {
  it('reads the recipient named alone on the line after "presents its … Award to" as the one who received it', () => {
    const sheet = read('EB-2 NIW', `Lower Rhine Drainage Society
Annual Meeting — Awards Dinner
October 2, 2025
The Society presents its Dyke Warden Award to
Rosalind Achterberg-Nwosu
in recognition of her leak-detection work for the small water boards of the delta and the free training she has given to more than 90 dyke wardens.
Signed for the Board: Joost van der Kamp, President`);
    expect(sheet?.subject?.isApplicant).toBe(true);
    expect(sheet?.subject?.relation).toBe('received');
  });

  it("counts a list's size in brackets, a table's total row and a labelled figure with its unit's initials", () => {
    const crew = read('O-1B', `HARBOUR LIGHT PICTURES - "The Long Tide" (TV film)
CREW LIST, version 3, 2 April 2016 (84 crew)
Department | Position | Name
Camera | Director of Photography | Tomasz Wrobel
Sound | Production Sound Mixer | Anneke Visser
Sound | Boom Operator | Rosalind Achterberg-Nwosu
Grip | Key Grip | Bram Jonker`);
    expect(crew?.figures.map((f) => f.value)).toContain('84 crew');
    const reviews = read('EB-1B', `Journal of Delta Hydrology — Editorial Office
Reviewer activity statement
Issued: 3 March 2025
Reviewer: Dr Rosalind Achterberg-Nwosu, Delft University
Year | Manuscripts reviewed | On time
2023 | 5 | 5
2024 | 8 | 8
Total | 13 | 13
Signed: Managing Editor`);
    expect(reviews?.figures.map((f) => f.value).join(' ')).toMatch(/\b13\b/);
    const course = read('EB-2 NIW', `Delta Water Training Institute
CERTIFICATE OF COMPLETION
Participant: Rosalind Achterberg-Nwosu
Course: Leak Detection in Clay Soils
Continuing Education Hours: 12.0 CEH
Date issued: May 9, 2025
This certificate records attendance. It is not a licence.`);
    expect(course?.figures.map((f) => f.value).join(' ')).toMatch(/\b12(?:\.0)?\b/);
  });
});

describe('an e-mail thread with a reply quoted below', () => {
  it("reads her as the one invited, not the addressee of her own quoted reply, and the body from the sender's signature line", () => {
    const sheet = read('EB-1A', `From: Pieter Smit <secretary@dutch-acoustics.example.org>
To: Rosalind Achterberg-Nwosu
Date: 3 November 2025
Subject: RE: RE: Sound Map of the Year jury
Rosalind, thank you for returning the score sheets. The jury (you, Anke de Boer and Jelle Hoekstra) scored all 31 maps sent in by members this year. The result will be announced at the Society meeting.
Pieter Smit, Secretary, Dutch Acoustics Society
> On 10 September 2025, Rosalind Achterberg-Nwosu wrote:
> Dear Pieter, yes, I accept to sit on the jury for the Sound Map of the Year. I will score as the guidelines say.
>> On 8 September 2025, Pieter Smit wrote:
>> The Society invites you to be one of 3 jurors for the Sound Map of the Year award.`);
    expect(sheet?.kind).toBe('review_record');
    expect(sheet?.subject?.isApplicant).toBe(true);
    expect(sheet?.issuer?.value).toBe('Dutch Acoustics Society');
  });

  it('still reads a story that quotes her on datasets "built with consent" as quoting her, not as her collaboration', () => {
    const sheet = read('UK_GLOBAL_TALENT', `Le Courrier du Delta - English edition - 4 July 2025
Parliament debates data protection bill as sound apps spread
Members began debating a new data protection bill on Thursday that would require consent before recordings are used to train software.
"Consent is right, but the bill should also protect open datasets built with consent," said Rosalind Achterberg-Nwosu, an engineer at Haverkamp Akoestiek. Operators declined to comment.
A vote is expected in October.`);
    expect(sheet?.applicantRole).toBe('quoted');
  });
});

describe("an award's title", () => {
  it("leads with the honour a results line led by 'Winner,' names for the subject", () => {
    const sheet = read('EB-1A', `BUILDING SOUND AWARDS 2025

Results, Interiors Category

Utrecht, 18 September 2025

Winner, Best Acoustic Ceiling: Haverkamp Acoustics, for "Quiet Hall"

Panel design: Studio Bakker. Timber: Houthandel Smit. Acoustic model: Rosalind Achterberg-Nwosu.

The trophy was accepted by Ute Haverkamp, managing director of Haverkamp Acoustics.`);
    expect(sheet?.title).toMatch(/^Best Acoustic Ceiling\b/);
  });
});

describe("a company's own invoices", () => {
  it('reads invoices a company heads and bills to its customers as about that company, not a customer', () => {
    const sheet = read('EB-1C', `Haverkamp Acoustics USA, Inc. · 410 Peachtree Way · Savannah, GA 31401 · EIN
86-1102233
INVOICE 25-0412
Invoice date: 03/11/2025. Bill to: Lowcountry Theaters LLC, Charleston, SC. Terms: net 30.
HA-40 ceiling panels, 300 units | $41,700.00
INVOICE 25-0588
Invoice date: 04/02/2025. Bill to: Coastal Civic Halls Inc., Augusta, GA. Terms: net 30.
HA-12 wall absorbers, 120 units | Total USD $19,320.00
Payments to: Haverkamp Acoustics USA, Inc., account ending 2210.`);
    expect(sheet?.subject?.value).toMatch(/^Haverkamp Acoustics USA/);
  });
});
