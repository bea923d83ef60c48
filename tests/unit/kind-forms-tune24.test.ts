// Filing by form (issue 32, tune24, decision 127), on invented documents: a department's run of names set apart by
// middle dots; a producer's 'the film on which X was the editor'; a distributor's statement of admissions and grosses; a
// day's timetable that ends the page; finalists announced after a colon in the heading; a recital programme that bills
// her by her instrument under its heading; a title of the year or a numbered prize given after a colon; an official's
// record of her appointment as a judge; a craft award to a firm that thanks her for her advice; a translated certificate
// of employment with her surname in capitals; 'Said' in her name, which is no verb of speech.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Ysolde Marchetti-Oyelaran') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe('her part in a production, read from its form', () => {
  it("reads end credits that name her only in a department's run of names set apart by middle dots as one of many", () => {
    const a = read('O-1B', `HARBOUR OF LANTERNS — Closing credits (excerpt)
A Ravelstone Pictures film © 2021
Directed by Oswin Pettigrew-Amadi
Sound Designers: Greta Lindqvist-Obi · Ysolde Marchetti-Oyelaran · Ferdinand Koskinen · Aurelio Banfield
Dialogue Editor: Kasimir Hollenbeck
Foley: Northgate Sound Ltd`);
    expect(a.factSheet?.applicantRole).toBe('collaborator');
    expect(a.category).toBe('other');
  });

  it("reads a producer's letter naming the film on which she was the editor as a letter about her role", () => {
    const a = read('O-1B', `LANTERNFISH PICTURES — 9 Quay Street, Galway
3 March 2025
Re: Ysolde Marchetti-Oyelaran, editor of The Salt Roads
Lanternfish Pictures has made seven documentaries since 2010. I produced The Salt Roads (2023), on which Ysolde Marchetti-Oyelaran was the film editor.
She received 340 hours of footage from four crews and, over eight months, found the film's structure; she led two assistant editors. Without her the film could not have been finished.
Maeve Kinsella-Doyle, Producer`);
    expect(a.factSheet?.kind).toBe('employment_letter');
    expect(a.category).toBe('o1b_critical_role');
  });

  it("reads a distributor's statement of admissions and grosses as a sales report", () => {
    const a = read('O-1B', `Lumière Sud Distribution — Cinema results statement
Title: THE SALT ROADS (dir. Oswin Pettigrew-Amadi; ed. Ysolde Marchetti-Oyelaran)
Statement date: 2024-06-30 · Release: 2024-02-07
| Region | Screens | Admissions | Gross |
|---|---|---|---|
| North | 88 | 101,300 | €702,100 |
| South | 41 | 40,900 | €281,600 |
| Total | | 142,200 | €983,700 |`);
    expect(a.factSheet?.kind).toBe('sales_report');
    expect(a.category).toBe('o1b_commercial_success');
  });
});

describe('pages that list her among others', () => {
  it("reads a day's timetable whose last slot ends the page as a programme, where she is one of a panel", () => {
    const a = read('UK_GLOBAL_TALENT', `OPEN MAPS FORUM 2025 — Programme, Day 1
Tuesday 4 March 2025 · Hall A · 60 speakers over three days
09:00 Opening: Why maps need their makers — Dr Cillian Ambrose-Tetteh
10:00 Panel: Street names in languages with no script — Ysolde Marchetti-Oyelaran (Tessera), Jonah
Whitcombe-Adeyemi (Atlas Commons), Rurik Salonen (Baltic Gazetteer), chaired by Imogen
Farquharson
12:30 Lunch
14:00 Workshop: Survey forms for village councils
16:00 Close`);
    expect(a.factSheet?.kind).toBe('event_programme');
    expect(a.category).toBe('other');
  });

  it('reads finalists announced after a colon in the heading as a shortlist, not her award', () => {
    const a = read('EB-1B', `Hollin Trust for Applied Science

Clean Water Medal 2025: the finalists

April 2, 2025

Our judges have chosen 5 finalists from 148 entries. The medal will be presented in Leeds on June 20.

• Dr Bartholomew Nkemelu-Rigby, Tyneside Polytechnic: ceramic filters for wells

• Dr Ysolde Marchetti-Oyelaran, Carrow University: arsenic sensors on paper

• Dr Oona Vaskelainen, Ostrobothnia Labs: solar stills for islands

• Dr Perpetua Agbaje-Linwood, Severn Materials: copper mesh for rain tanks

• Dr Lucan Featherstonhaugh, Marches Institute: chlorine dosing by phone`);
    expect(a.factSheet?.kind).toBe('shortlist');
    expect(a.category).toBe('other');
  });
});

describe('whose evening, prize or appointment it is, read from its form', () => {
  it('reads a recital programme that bills her by her instrument under its heading as her recital', () => {
    const a = read('O-1B', `ST CUTHBERT'S SUMMER ORGAN SERIES — 31st season
Evening Recital · Friday 8 August 2025, 19:30 · Minster Church, Hexham
Ysolde Marchetti-Oyelaran, harpsichord
Programme
Rameau — Pièces de clavecin: Les Cyclopes
Scarlatti — Sonata in D minor, K. 141
Interval
Ysolde Marchetti-Oyelaran — Three Tides (2024), first performance
The series' summer recitals are given by players invited by its music committee.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('o1b_lead_role');
  });

  it("reads a title of the year given to someone else after a colon as theirs, though the citation names her achievement", () => {
    const a = read('O-1A', `ISLAND GAMES ASSOCIATION
Annual Sports Awards 2024 — Citation
Volunteer of the Year: Mrs Philippa Odunsi-Garrow (Rowing)
Mrs Odunsi-Garrow has run the harbour rowing club since 2009. Her crews won six medals this season, led by Ysolde Marchetti-Oyelaran's single sculls title in Jersey.
Presented at the Town Hall, St Peter Port, 6 December 2024.
Rhodri Lascelles-Amankwah, President`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  // A guard: a team's first place, its lead named after it, stays her award (the placed prize's line does not make the team its subject).
  it("keeps a team's first place, with her as its lead, as her award", () => {
    const a = read('O-1A', `NORDIC UNDERWATER ROBOTICS TRIALS 2025
Official results — Harbour Survey Track
Bergen, 6 September 2025
First place and the Grand Prize of NOK 500,000: Team Selkie Marine (Tromsø, Norway). Team lead: Ysolde Marchetti-Oyelaran. Team members: Eirik Vatne, Maja Holm, Tariq Lund.
Team Selkie's vehicle mapped the whole harbour floor without surfacing, the only one of 31 registered teams to do so.
Second place: Team Skagerrak Subsea (Kristiansand). Third place: Team Aalto Divers (Espoo).
The jury of nine judges from industry and the navy was chaired by Dr Helga Brattli.`);
    expect(a.category).toBe('o1a_awards');
  });

  it("reads a competition's results that give her the first prize after a colon as her prize", () => {
    const a = read('O-1B', `INTERNATIONAL HARPSICHORD COMPETITION OF BRUGES — 9th edition
Palmarès / Results
3 September 2024
Premier Prix d’interprétation / First Prize for Performance: Ysolde Marchetti-Oyelaran (Ireland), €6,000
Deuxième Prix / Second Prize: Casimir Vandenhoeck-Asante (Belgium), €3,000
Prix du Public / Audience Prize: Ysolde Marchetti-Oyelaran
The jury of five harpsichordists heard 36 candidates from 14 countries over three rounds.
The President of the Jury`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('o1b_expert_recognition');
  });

  it('reads a federation\'s record of her appointment as a judge of its matches as her judging', () => {
    const a = read('O-1A', `NORTH SEA FENCING UNION — Aberdeen
9 June 2025
Officials' Appointment Record: 2025 Junior Épée Cup, Beach Ballroom, 31 May–1 June 2025
This confirms that Ms Ysolde Marchetti-Oyelaran, holder of an international refereeing licence of the European Fencing Confederation, was appointed by the Technical Delegate as a bout referee and served on 58 junior bouts.
Referees are drawn from licensed officials with no fencer in the draw.
Alasdair Brodie-Mensah, General Secretary`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('o1a_judging');
  });
});

describe('awards to a body', () => {
  it('reads a craft award presented to a firm, which thanks her for her advice, as the firm\'s', () => {
    const a = read('O-1B', `CORNWALL BUILDINGS PRESERVATION SOCIETY
Craft Award 2025
Truro, 2 May 2025
The Society presents its Craft Award to Pennick & Sons Clockmakers of Redruth for the restoration of the 1871 clock of St Mary's, stopped since the fire of 1999.
The makers recut 212 teeth and rebuilt the striking train. The Society thanks Ysolde Marchetti-Oyelaran, who advised on the chimes and played at the rededication on 12 April, and the town council, which paid for the work.
Morwenna Trethewey-Banks, Chair`);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });
});

describe('records of her post', () => {
  it('reads a translated certificate of employment, her surname in capitals, as her post abroad', () => {
    const a = read('EB-1C', `VERRERIES DU CAP BON SARL — Route de Kélibia, Nabeul, Tunisie
RC B0112742019 — MF 1457821/K
ATTESTATION DE TRAVAIL
Nous soussignés, Verreries du Cap Bon SARL, attestons que Madame MARCHETTI-OYELARAN Ysolde, née le 2 mars 1981 à Tunis, occupe le poste de Directrice des Opérations depuis le 1er septembre 2017, à temps plein.
Fait à Nabeul, le 5 mars 2024. Le Gérant, Slim Ben Achour-Delacroix
CERTIFIED ENGLISH TRANSLATION
Employment certificate. We, the undersigned, Verreries du Cap Bon SARL, certify that Ms Ysolde MARCHETTI-OYELARAN, born on 2 March 1981 in Tunis, has held the post of Director of Operations (Directrice des Opérations) since 1 September 2017, full time. She runs both furnaces (180 employees) and reports to the Manager.
Done at Nabeul, 5 March 2024. Manager, Slim Ben Achour-Delacroix
I certify that this is a true and complete translation of the French original. Sworn translator Amel Kraiem-Whitfield, Nabeul, 7 March 2024.`);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1c_managerial_abroad');
  });
});

describe("a name that holds a word of speech ('Said')", () => {
  const said = 'Halima Said Okonkwo-Berg';
  it("reads a ministry's letter saying its closure rests on her research as take-up of her work, not a quotation of her", () => {
    const a = read('EB-1A', `REPUBLIC OF KIRIMBA — Ministry of Fisheries and Coastal Resources
Unity – Work – Progress
Port Selwyn, 4 February 2025
Ref. MFCR/SEC/2025/0112
To whom it may concern
The Ministry of Fisheries and Coastal Resources confirms that the seasonal reef closure adopted by Decree of 9 December 2024 for the northern lagoon rests on the research of Dr Halima Said Okonkwo-Berg of the National Reef Institute.
Her eight-year spawning survey showed where the groupers gather. On that evidence the Decree bans spearfishing and gill nets within 2 km of the six spawning sites from November to February, the first closure in our waters drawn from counts of the fish rather than from fishers' reports.
The Ministry has asked Dr Okonkwo-Berg to advise on the same approach for the southern atolls.
Teuila Brightwater-Okonjo, Permanent Secretary`, said);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1a_contributions');
  });

  it("reads her director's letter about the unit she founded and leads as her critical role, not a quotation of her", () => {
    const a = read('EB-1A', `NATIONAL INSTITUTE OF ARID LANDS RESEARCH
PO Box 4410, Windhoek, Namibia
9 May 2025
Re: Dr Halima Said Okonkwo-Berg, Head of the Groundwater Unit
Founded in 1984, the Institute is the national research body for the country's drylands and the reference laboratory of the regional aquifer programme.
Dr Okonkwo-Berg founded our Groundwater Unit in 2016 and has led it since. She chose the Unit's drilling rig, trained its four technicians, and plans every borehole survey. The Unit has 11 staff and has raised 2.3 million dollars of outside funding, more than any other unit of the Institute. Without her the aquifer record would end: no one else here can design or read a pumping test.
Petrus Haufiku-Lindeman, Director`, said);
    expect(a.factSheet?.subject?.isApplicant).toBe(true);
    expect(a.category).toBe('eb1a_critical_role');
  });
});
