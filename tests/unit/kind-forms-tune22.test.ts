// Filing by form (issue 32, tune22, decision 114): a feature whose lede introduces her as its protagonist is about her;
// a prize a jury gives a body is the body's, whoever came with the one who collected it; an invitation to speak is no
// judging; finalists under the award's heading make a shortlist; a pupil's prize is the pupil's, whoever taught them;
// a producer's letter telling her post is a letter about her role; an invoice billed to her is a service she bought;
// a name among a section's run of names or a crew list's rows is one of many; a body prescribing her book takes it up.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Rosalind Achterberg-Nwosu') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('whose page it is, read from its form', () => {
  it('reads a feature whose lede introduces her by what she does, and that goes on about her, as press about her', () => {
    const a = read('EB-1A', `TIDEWAY - the journal of urban water
Longreads | 4 March 2025
The listening pipe that hears a crack before the street falls in
By Colm Ferriter
Each winter, old water mains under northern cities split without a sound. By the time a road collapses, the leak is months old. Rosalind Achterberg-Nwosu, an acoustics engineer in Rotterdam, decided that silence was the thing to fix.
Her sensor, which hears the hiss of a crack through a metre of clay, found 41 of 44 leaks in a trial across two districts. It costs about thirty euros to build.
Achterberg-Nwosu, who trained as a cellist, says the idea came during a night shift. "We dug up the wrong street three times that week."
"It is the first sensor I would buy for a whole network," said Ines Barrow, who runs a water utility in Cork and had no part in the trial.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1a_press');
  });

  it('leaves a story that quotes her as an expert, introduced in her own quotation, about its topic', () => {
    const a = read('EB-1A', `HARBOUR EVENING POST
Local | 9 May 2025
Sewer overflow closes two beaches for the weekend
By Dana Oyelaran
Heavy rain on Friday sent untreated water into the bay near the ferry pier, and the council closed two beaches.
"Storms like this will come more often," said Rosalind Achterberg-Nwosu, an acoustics engineer who studies pipe networks. "The mains are older than the houses."
The council said samples would be taken on Monday.`);
    expect(a.category).toBe('other');
  });

  it("reads a prize a jury gives a body as the body's, when she only came with the one who collected it", () => {
    const a = read('O-1A', `Baltic Literacy Prize
Announcement of the 2024 laureate
12 October 2024
The committee awards the Baltic Literacy Prize 2024 to the Regional Office for Rural Schools of
Latgale, for putting a lending library on every school bus in the region.
The prize was collected by the head of the office, Mr Arvids Kalnins, at the ceremony in Tallinn.
He was accompanied by the library project's coordinator, Ms Rosalind Achterberg-Nwosu, and three drivers.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
  });

  it('files an invitation to speak on a conference panel as no judging', () => {
    const a = read('O-1A', `Nordic Forum on Coastal Engineering - 2025 Annual Meeting, Bergen
3 February 2025
Dr Rosalind Achterberg-Nwosu, Delft
Dear Dr Achterberg-Nwosu,
On behalf of the programme committee I am delighted to invite you to speak on the panel "Cheap sensors, long coasts" on Wednesday 11 June. Each of the five panellists will speak for ten minutes, followed by questions from the floor.
We will waive your registration fee but cannot cover travel.
With best wishes, Prof. Halvard Lunde, Programme Chair`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.kind).not.toBe('review_record');
  });

  it('reads finalists named under the award heading after a dash as a shortlist, not her award', () => {
    const a = read('EB-2 NIW', `Lower Rhine Drainage Society
Early Career Engineer of the Year 2025 - Finalists
Posted 1 September 2025
The panel has picked 4 finalists from 29 nominations; the winner is named at the winter meeting.
• Joost van der Kamp, Waterboard Rivierenland
• Rosalind Achterberg-Nwosu, independent consultant, Delft
• Femke Dijkstra, TU Eindhoven
• Pieter Bos, Arcadis`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.kind).toBe('shortlist');
  });

  it("reads a pupil's prize as the pupil's, when she is named only as their teacher", () => {
    const a = read('O-1B', `Northern Youth Cello Competition 2025
Final round results, 14 June 2025
Senior section (ages 15 to 19)
First Prize: Maarten Oosterhuis (Groningen), teacher Rosalind Achterberg-Nwosu
Second Prize: Liv Hauge (Bergen), teacher Sigrun Hauge
Third Prize: Emil Stark (Aarhus), teacher Bent Stark
The jury thanks all 24 competitors and their teachers.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.subject?.value).toBe('Maarten Oosterhuis');
    expect(a.factSheet?.applicantRole).toBe('collaborator');
  });

  it("files a producer's letter telling the post she held on a production and the crew she led as her critical role", () => {
    const a = read('O-1B', `Saltmarsh Films Ltd - Harbour Studios, Hull
2 October 2025
To whom it may concern: Rosalind Achterberg-Nwosu
I produced "Low Water" (2024), a feature shot over 38 nights on the Humber and sold to 22 territories. Ms Rosalind Achterberg-Nwosu was our sound mixer, the head of the sound department.
Most of the film is whispered in wind and rain. Ms Achterberg-Nwosu planned the recording with our director, led a crew of 9 boom operators and assistants, and built the shielded rigs that kept the rain off the microphones. Without her the film could not have been finished.
We have booked her as sound mixer for our next feature.
Harriet Dunmore, Producer and Director`);
    expect(a.category).toBe('o1b_critical_role');
  });

  it('files an invoice billed to her for a service she bought as Other', () => {
    const a = read('UK_GLOBAL_TALENT', `Brightwater Editorial Services Ltd
INVOICE BES-2022-0417
Issued: 9 May 2022
Bill to: Rosalind Achterberg-Nwosu, Delft, Netherlands
Service | Fee
Structural edit of a memoir of 92,000 words ("Tidewater"), with a 15-page editorial letter | £900.00
Two follow-up calls | £180.00
Total | £1,080.00
Our reports are honest opinions for writers and lead to no publication.`);
    expect(a.category).toBe('other');
  });

  it('still files her own invoice to a client for her paid work where it goes', () => {
    const a = read('O-1B', `Rosalind Achterberg-Nwosu - Sound Design
INVOICE 2025-014
Date: 3 March 2025
Bill to: Saltmarsh Films Ltd, Harbour Studios, Hull
Sound design and mix, feature film "Low Water", 38 shooting days at £1,450 per day | £55,100.00
Total due | £55,100.00`);
    expect(a.category).not.toBe('other');
  });
});

describe('an award certificate read from its lines', () => {
  it("reads the award's name on a line of its own, her name under it and what it is for as her award", () => {
    const a = read('O-1B', `Society of North Sea Sound Recordists
Craft Awards 2025
AWARD FOR EXCELLENCE IN LOCATION SOUND
Rosalind Achterberg-Nwosu, sound mixer
for "Low Water", for recording a whole feature in wind and rain without a line of dialogue replaced
Chosen by the Society's council of 9 recordists
Hull, 14 June 2025`);
    expect(a.factSheet?.kind).toBe('award');
    expect(a.category).toBe('o1b_expert_recognition');
  });

  it('reads a ministry that awards its prize, in a category, to her on the next line as her award', () => {
    const a = read('O-1A', `KINGDOM OF THE NETHERLANDS — MINISTRY OF INFRASTRUCTURE
National Water Prize 2024
The Ministry of Infrastructure awards the National Water Prize, in the category Public Innovation, to
ROSALIND ACHTERBERG-NWOSU
for the listening pipe that finds leaks in clay soils
The Hague, 2 December 2024
The Minister of Infrastructure`);
    expect(a.factSheet?.kind).toBe('award');
  });
});

describe("a venue's record of its exhibition", () => {
  it('reads a museum letter that a room of its temporary exhibition was given to her installation as an exhibition record', () => {
    const a = read('EB-1A', `Museum of Water and Sound, Rotterdam
Exhibition record: "Listening to the Delta" (3 March – 31 August 2025)
10 September 2025
To whom it may concern,
The museum confirms that Room 5 of its temporary exhibition "Listening to the Delta" was given to "Clay Voices", a sound installation created by the engineer Rosalind Achterberg-Nwosu: six listening posts, each playing one buried main.
The exhibition was chosen by the museum's programme board from 27 proposals and received 48,200 visitors.
Femke Dijkstra, Chief Curator`);
    expect(a.factSheet?.kind).toBe('exhibition_record');
    expect(a.category).toBe('eb1a_exhibitions');
  });
});

describe("a jury's e-mail thread", () => {
  it('reads a thread that asked her to sit on a jury and thanks her for her score sheets as her judging', () => {
    const a = read('EB-1A', `From: Hanneke Visser <h.visser@akoestiek-academie.nl>
Sent: Friday, June 6, 2025 3:10 PM
To: Rosalind Achterberg-Nwosu
Subject: RE: Jury, Young Acousticians Prize 2025
Dear Rosalind,
Thank you for your score sheets for all 12 finalists' designs and for chairing the listening session on Tuesday. The jury's ranking is attached; the students will hear on 20 June.
With thanks, Hanneke
Hanneke Visser, Director of Studies, Akoestiek Academie
-----Original Message-----
From: Rosalind Achterberg-Nwosu
Sent: Monday, May 12, 2025 9:00 AM
Subject: RE: Jury, Young Acousticians Prize 2025
Dear Hanneke, I accept with pleasure. Please send me the brief.
-----Original Message-----
From: Hanneke Visser
Sent: Thursday, May 8, 2025 10:15 AM
Subject: Jury, Young Acousticians Prize 2025
Dear Dr Achterberg-Nwosu, the Academy would be honoured if you would sit on the four-member jury that judges the final designs of this year's prize.`);
    expect(a.factSheet?.kind).toBe('review_record');
    expect(a.category).toBe('eb1a_judging');
  });
});

describe("a body's letter on her post", () => {
  it("reads a board chair's letter written to describe the role of its founder as a letter about her role", () => {
    const a = read('O-1A', `Stichting Luisterbuis — Havenstraat 12, Rotterdam, Netherlands

4 November 2025

To U.S. Citizenship and Immigration Services

I chair the board of Stichting Luisterbuis, the non-profit foundation that runs the "Listening Pipe" programme. I write to describe the role of our founder and Technical Director, Ms Rosalind Achterberg-Nwosu.

Ms Achterberg-Nwosu designed the programme in 2019 and has directed it since. She leads a staff of 24 engineers and technicians, manages an annual budget of €2.1 million from the city and two water boards, and negotiated the agreements with every utility that uses the sensors.

The foundation did not exist before her programme. No other person in the organisation could take her place.

Maarten Dekker, Chair of the Board`);
    expect(a.factSheet?.kind).toBe('employment_letter');
    expect(a.category).toBe('o1a_critical_role');
  });
});

/** A concert programme that names her in a section's run of names, with `more` above its closing line. */
const concertProgramme = (more: string) => `CAPELLA NOORD — 30th Anniversary Concert
Director: Willem Haverkamp
Leeuwarden, Grote Kerk, 12 May 2023, 8 p.m.
The ensemble
First violins (leader): Willem Haverkamp, Anke de Boer, Jelle Hoekstra
Cellos (continuo): Rosalind Achterberg-Nwosu, Sietske Zijlstra, Ruurd Bakker
Double bass: Hylke Postma. Harpsichord: Gerrit Wiersma
${more}Free entry. Donations go to the restoration of the ensemble’s 1840 organ.`;

describe('one of many, read from a list', () => {
  it("reads a concert programme naming her in a section's run of names as one of the ensemble", () => {
    const a = read('O-1B', concertProgramme('Programme: Water Music; La Follia; Concerto in D; and other favourites\n'));
    expect(a.category).toBe('other');
  });

  it("reads a production's crew list with her in one row of many as no lead role", () => {
    const a = read('O-1B', `HARBOUR LIGHT PICTURES - "The Long Tide" (TV film)
CREW LIST, version 3, 2 April 2016 (84 crew)
Department | Position | Name | Phone
Camera | Director of Photography | Tomasz Wrobel | +31 6 1100 2200
Sound | Production Sound Mixer | Anneke Visser | +31 6 1100 2210
Sound | Boom Operator | Rosalind Achterberg-Nwosu | +31 6 1100 2211
Sound | Sound Trainee | Daan Mulder | +31 6 1100 2212
Grip | Key Grip | Bram Jonker | +31 6 1100 2301
Please report changes to the production office.`);
    expect(a.category).toBe('other');
  });

  it("files a ministry's letter prescribing her novel for its schools as take-up of her work", () => {
    const a = read('UK_GLOBAL_TALENT', `Department of Education, Province of Friesland - Curriculum Office
3 March 2025
To: Ms Rosalind Achterberg-Nwosu
Subject: Your novel as a set text
We are pleased to inform you that the Curriculum Council has adopted your novel The Dyke Warden and its sequel as the set texts for Frisian literature in the upper forms, from the 2025 school year.
The novels will be read in all 146 schools that teach the subject, and the Office will print 6,000 copies for school libraries.
Jildou Terpstra, Head of the Curriculum Office`);
    expect(a.category).toBe('uk_patents_contributions');
  });
});

describe('her part in what others did', () => {
  it("reads a colleague's prize that names the work she developed with him as her collaboration", () => {
    const a = read('EB-1B', `Delft University | Department of Water Management | News
12 June 2025
Verhoeven wins the Young Hydrologist Medal of the European Water Association
Dr Sander Verhoeven, who leads the department's sensing group, has won the Association's medal for his work on leak acoustics in clay soils.
The citation names the group's listening pipe, developed with Dr Rosalind Achterberg-Nwosu, as an example of the work reaching utilities. Verhoeven will give the medal lecture in Lyon in November.
Congratulations, Sander!`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.applicantRole).toBe('collaborator');
  });

  it("reads a translator's prize for his translation of her novel as her collaboration, not her attendance", () => {
    const a = read('UK_GLOBAL_TALENT', `Guild of Literary Translators
First Translation Award 2025
3 July 2025
The Guild's First Translation Award goes to Tobias Ekwueme-Hart for his translation from the Frisian of The Dyke Warden by Rosalind Achterberg-Nwosu (Gullhaven Press).
The judges praised "an English that keeps the wind in it". Mr Ekwueme-Hart receives £1,500.
Ms Achterberg-Nwosu sent a message read at the ceremony.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.applicantRole).toBe('collaborator');
  });

  it("reads a report's acknowledgements that thank her among many as credit, not attendance", () => {
    const a = read('EB-2 NIW', `Provincial Water Authority of Zeeland
Saline Intrusion in Rural Wells: Status Report, May 2025
Acknowledgements
The Authority thanks the 19 people who gave time and data to this report, among them: the well keepers
of the Tholen, Schouwen and Walcheren districts; Professor Maarten Dekker and his students at Utrecht University; Rosalind Achterberg-Nwosu, consulting engineer; Hanneke Visser of the Farmers' Water Union; and the staff of the Authority's field
offices in Goes and Zierikzee.
Any errors are the Authority's own.`);
    expect(a.category).toBe('other');
    expect(['cited', 'collaborator']).toContain(a.factSheet?.applicantRole);
  });

  it("reads her in a programme's section of players and in a crew list's row as one who worked on it", () => {
    const concert = read('O-1B', concertProgramme(''));
    expect(concert.factSheet?.applicantRole).toBe('collaborator');
    const crew = read('O-1B', `HARBOUR LIGHT PICTURES - "The Long Tide" (TV film)
CREW LIST, version 3, 2 April 2016 (84 crew)
Department | Position | Name | Phone
Camera | Director of Photography | Tomasz Wrobel | +31 6 1100 2200
Sound | Production Sound Mixer | Anneke Visser | +31 6 1100 2210
Sound | Boom Operator | Rosalind Achterberg-Nwosu | +31 6 1100 2211
Grip | Key Grip | Bram Jonker | +31 6 1100 2301`);
    expect(crew.factSheet?.applicantRole).toBe('collaborator');
  });

  it("still reads her in a start list's row or a table of delegates under a heading further down as one taking part, not crew", () => {
    const start = read('O-1A', `NORTH SEA FREEDIVE OPEN 2025 — Hirtshals
Start list — Saturday 7 June 2025
Start | Athlete | Nation | Discipline | Announced depth
10:00 | BAKKER Lotte | NED | CWT | 70 m
10:12 | ACHTERBERG-NWOSU Rosalind | NED | CWTB | 82 m
10:24 | SMIT Pieter | NED | FIM | 65 m
28 athletes are entered. Results follow each day.`);
    expect(start.factSheet?.applicantRole).not.toBe('collaborator');
    const delegates = read('EB-1C', `Dutch Water Technology Trade Mission, Atlanta and Savannah, 3–6 March 2025

Organised by the Netherlands Water Partnership

LIST OF DELEGATES (22 company representatives)

No. | Name | Company | City

4 | Pieter Smit | Smit Pompen BV | Delft

5 | Rosalind Achterberg-Nwosu | Achterberg Akoestiek BV | Rotterdam

6 | Jan de Groot | De Groot Kleppen BV | Utrecht

Head of delegation: Dr. Lotte Bakker, Chair of the Partnership.`);
    expect(delegates.factSheet?.applicantRole).toBe('attendee');
    expect(delegates.category).toBe('other');
  });

  it('still reads her among a delegation list as one who attended', () => {
    const a = read('EB-1C', `Chamber of Commerce of Gelderland — Trade Mission to Georgia, 3–6 March 2025
Delegation list (14 participants)
1. Pieter Smit, Smit Castings BV, CEO
2. Rosalind Achterberg-Nwosu, Achterberg Pumps BV, Managing Director
3. Jan de Groot, De Groot Seals BV, Head of Export
4. Lotte Bakker, Bakker Glass BV, Owner`);
    expect(a.factSheet?.applicantRole).toBe('attendee');
  });
});

describe("a delegation's list set as a table", () => {
  it('reads it as a list of those who travel, issued by the body on its first line and dated by its "as of" day', () => {
    const a = read('EB-1C', `Handelskammer Oberrhein — Business Mission to Georgia and Tennessee, 3–6 March 2025
Delegation list (16 participants), as of 14.02.2025
No. | Name | Company | Function
1 | Pieter Smit | Smit Gusswerk AG | CEO
2 | Rosalind Achterberg-Nwosu | Achterberg Pumpen AG | Managing Director
3 | Jan de Groot | De Groot Dichtungen GmbH | Head of Export
4 | Lotte Bakker | Bakker Glas AG | Owner
Programme: 3 March Atlanta, meeting with the state trade office; 4 March plant visit; 6 March return.`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.kind).toBe('event_programme');
    expect(a.factSheet?.applicantRole).toBe('attendee');
    expect(a.factSheet?.issuer?.value).toBe('Handelskammer Oberrhein');
    expect(a.factSheet?.date?.value).toBe('14.02.2025');
  });
});
