// Judgement traps by form, second round (issue 32, decision 137), on invented documents: a results notice whose
// winners stand on the line after 'goes to:', a co-author's citation profile, a colleague's promotion announced, her
// own reference for a student, a decision on another's endorsement that names her as a referee, a certificate made out
// to a department that lists her among its team, and an EB-1C organisation chart (the US company's, the one abroad);
// second round: a certificate's recipient alone under 'to' or 'thanks' (no paper's author line), an editor's no to her
// manuscript, a participants list headed with '(excerpt)', a dues receipt, a Fellow grade's selectivity (no award), a
// cast list that bills her below another's title role, and a newspaper's letters page; third round: a body's unit named
// for its programme in a letterhead, an honoree's name and age, a mailing to many, a venue's release that never names her;
// fourth round: a thesis examiner's appointment (her name in its addressee block), a decree's 'awards' alone on its line
// over another's name, the recommendations section of her profile on a network; fifth round: a dancer among a company's
// dancers, a model's page counting where it is used, a W-2 made out to someone else of her surname.
import { describe, expect, it } from 'vitest';
import { analyseEvidence } from '../../server/modules/analyst/local/evidence';
import type { VisaType } from '../../src/contract/visa-types';

const read = (visaType: VisaType, text: string, applicantName = 'Leocadia Ferreira-Olsen') =>
  analyseEvidence({ visaType, fileName: 'document.pdf', mimeType: 'text/plain', text, applicantName });

describe("someone else's honour or record", () => {
  it("reads the winners on the line after 'goes to:' as the winners, not the reviewer it thanks", () => {
    const a = read('EB-1A', `From: Prize Office <prizes@hydro-forum.example>
To: Leocadia Ferreira-Olsen
Subject: Young Hydrologist Prize — outcome

Dear Dr. Ferreira-Olsen,

Many thanks for reading the entries this spring. The panel considered 214 papers.

The Young Hydrologist Prize 2025 goes to:
Matteo Grünewald, "Snowmelt Pulses in Alpine Karst"

Runner-up:
Ewa Sobczak, "Floodplain Memory"

With our thanks for your help,
Prof. Agnes Holm`);
    expect(a.factSheet?.subject?.value).toBe('Matteo Grünewald');
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });

  it("files a co-author's citation profile as his record, with her as co-author", () => {
    const a = read('EB-1B', `ResearchGate
Bartholomew Achterhof
Senior Lecturer in Marine Ecology, Dalhousie University
Research items 64 · Citations 2,980
Publications
Kelp forest decline along the Scotian Shelf (2022)
B Achterhof, L Ferreira-Olsen, J Mbeki
Marine Ecology Progress Series 689
Urchin barrens and lobster recruitment (2020)
B Achterhof
Oecologia 194`);
    expect(a.factSheet?.subject?.value).toBe('Bartholomew Achterhof');
    expect(a.factSheet?.applicantRole).toBe('co_author');
    expect(a.category).toBe('other');
  });

  it("files a colleague's promotion, announced to a team that includes her, as his", () => {
    const a = read('O-1A', `From: Engineering Leadership
To: platform-team@lattice.example
Subject: Welcome our new Director

Team,

Ignatius Obi has been promoted to Director of Platform Engineering, effective today. He has run the storage group since 2020, and Leocadia Ferreira-Olsen and Hugo Lenz now report to him.

Please congratulate him.`);
    expect(a.factSheet?.subject?.value).toBe('Ignatius Obi');
    expect(a.category).toBe('other');
  });

  it('files her own reference for a student, with a comma after "my student", as the student\'s', () => {
    const a = read('EB-1B', `School of Physics
University of Lowmoor

To the Fellowship Committee,

I wish to recommend my student, Mr. Piotr Zawadzki, for your summer research fellowship. He built our lab's cryostat controller.

Yours sincerely,
Leocadia Ferreira-Olsen, Ph.D.
Reader in Physics`);
    expect(a.factSheet?.subject?.value).toMatch(/Piotr Zawadzki/);
    expect(a.category).toBe('other');
  });

  it("files a decision on another's endorsement that names her among the referees as Other under UK Global Talent", () => {
    const a = read('UK_GLOBAL_TALENT', `Arts Council England
Endorsement outcome

Applicant: Ms. Delphine Marchetti-Roy
Reference: ACE-GT-55120

We are pleased to tell you that your application for endorsement as a Leader in arts and culture has been approved.
Letters of support were received from Leocadia Ferreira-Olsen (Artistic Director, Tidewell Dance) and one other referee.`);
    expect(a.factSheet?.subject?.value).toMatch(/Delphine Marchetti-Roy/);
    expect(a.category).toBe('other');
  });

  it('files a certificate made out to a department, which names her among its team, as the department\'s', () => {
    const a = read('EB-1A', `KINGSFORD HEALTH TRUST
Quality Improvement Award 2024

This award is presented to THE DEPARTMENT OF PAEDIATRIC CARDIOLOGY
for reducing waiting times for echocardiograms by 40 per cent.

The department's team in 2024 included Dr. Leocadia Ferreira-Olsen, Dr. Amos Kettle and Sister Joan Pryor.

Chief Executive`);
    expect(a.factSheet?.subject?.value).toMatch(/DEPARTMENT OF PAEDIATRIC CARDIOLOGY/);
    expect(a.factSheet?.subject?.isApplicant).toBe(false);
    expect(a.category).toBe('other');
  });
});

describe("EB-1C's organisation charts", () => {
  const chart = (company: string) => `${company} — Organisational Chart, March 2025
Managing Director: Leocadia Ferreira-Olsen
  Head of Finance: Ruth Amankwah (reports to MD)
  Head of Production: Felix Dorn (reports to MD)
    Shift Supervisors (4)
  Head of Sales: Mara Velde (reports to MD)
Headcount: 37`;

  it("files the US company's chart under the US position", () => {
    expect(read('EB-1C', chart('Tidewell Coatings LLC, Savannah, GA 31401')).category).toBe('eb1c_us_position');
  });

  it("files the chart of the company abroad under the managerial role abroad", () => {
    expect(read('EB-1C', chart('Tidewell Coatings Lda, Porto, Portugal')).category).toBe('eb1c_managerial_abroad');
  });
});

describe('forms read for what they are', () => {
  it("reads a certificate's recipient alone under 'to' as the award's, not a paper's author", () => {
    const a = read('EB-1A', `The Royal Netherlands Society of Hydraulics
has conferred the
Van Veen Medal 2023
to
Dr. Leocadia Ferreira-Olsen
for her work on estuary sediment budgets.

Delft, 2 June 2023`);
    expect(a.factSheet?.kind).toBe('award');
    expect(a.category).toBe('eb1a_awards');
  });

  it('files a thank-you certificate for volunteering, her name alone under "thanks", as Other and no paper', () => {
    const a = read('EB-1A', `CERTIFICATE OF APPRECIATION

The Harbourside Food Bank
thanks
Leocadia Ferreira-Olsen
for volunteering on 30 Saturdays in 2024.`);
    expect(a.factSheet?.kind).not.toBe('scholarly_paper');
    expect(a.category).toBe('other');
  });

  it("files an editor's rejection of her manuscript as Other, not judging or authorship", () => {
    const a = read('EB-1A', `Dear Dr. Ferreira-Olsen,

Thank you for submitting your manuscript "Estuary Sediment Budgets under Sea-Level Rise" to Nature Geoscience.

After careful consideration, we have decided to decline it for publication. We hope the reviewers' comments are useful.

Yours sincerely,
Dr. Tomasz Wilk
Chief Editor`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/submission/);
  });

  it('still files a thank-you for her review of a manuscript that was declined as judging', () => {
    const a = read('EB-1A', `Dear Dr. Ferreira-Olsen,

Thank you for your review of the manuscript "Tidal Pumping in Mangroves" (NGS-24-0771). On the reviewers' advice we have decided to decline it for publication.

You reviewed 5 manuscripts for Nature Geoscience in 2024.

Dr. Tomasz Wilk
Chief Editor`);
    expect(a.category).toBe('eb1a_judging');
  });

  it("reads a participants list headed '— Participant list (excerpt)' as a list she is on, not her paper", () => {
    const a = read('EB-1A', `Lindau Meeting 2025 — Participant list (excerpt)
Name | Institution | Country
Dr. Leocadia Ferreira-Olsen | Deltares | Netherlands
Mr. Kwame Asare | KNUST | Ghana
Ms. Ilse Dorn | ETH Zürich | Switzerland`);
    expect(a.factSheet?.kind).toBe('event_programme');
    expect(a.factSheet?.applicantRole).toBe('attendee');
    expect(a.category).toBe('other');
  });

  it('files a membership renewal receipt as Other', () => {
    const a = read('O-1A', `ASCE MEMBERSHIP RENEWAL RECEIPT

Member: Leocadia Ferreira-Olsen
Member number: 11820334
Grade: Member
Dues paid for 2025: USD 310.00`);
    expect(a.category).toBe('other');
  });

  it("reads a Fellow grade's selectivity ('conferred on no more than …') as the grade's, so the elevation is a membership", () => {
    const a = read('EB-1A', `Subject: Your elevation to Fellow

Dear Dr. Ferreira-Olsen,

On behalf of the Council, I congratulate you on your elevation to the grade of Fellow, effective 1 January 2026, "for contributions to estuary science".

The grade of Fellow is conferred on no more than one in a thousand members each year.

Sincerely,
Ruth Obuya
President, Society of Coastal Engineers`);
    expect(a.factSheet?.kind).toBe('membership');
    expect(a.category).toBe('eb1a_memberships');
  });

  it("files a cast list that bills her below another's title role as Other, and one that bills her in it as her lead role", () => {
    const cast = (first: string, last: string) => `OPERA NORTH
Season 2025

CARMEN
Opera in four acts by Georges Bizet

Carmen ........ ${first}
Don José ........ Rafael Solís
Escamillo ........ Tobias Krantz
Frasquita ........ ${last}

Conductor: Garry Walker`;
    const supporting = read('O-1B', cast('Dalia Haroun', 'Leocadia Ferreira-Olsen'));
    expect(supporting.category).toBe('other');
    expect(supporting.factSheet?.filingReason).toMatch(/Dalia Haroun/);
    expect(read('O-1B', cast('Leocadia Ferreira-Olsen', 'Dalia Haroun')).category).toBe('o1b_lead_role');
  });

  it("files a newspaper's letters page that mentions her as Other", () => {
    const a = read('EB-1A', `The Irish Times
Letters

Sir, — Your report on estuary flooding (June 4th) omits the cost of doing nothing. The Dutch spent less than we will.

Brendan Hurley
Cobh, Co Cork

Sir, — As Dr. Leocadia Ferreira-Olsen told your reporter, sediment is the estuary's defence. We should stop dredging it.

Áine Maguire
Dungarvan, Co Waterford`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/letters page/);
  });
});

describe('letterheads, lists and mailings', () => {
  it("reads a letterhead's 'Department of … Programme' as the body, not an event programme", () => {
    const a = read('EB-1B', `United Nations Environment Programme
Division of Ecosystems — Department of Coral Reef Programme

To whom it may concern,

The 2024 Global Coral Reef Monitoring guidelines adopt the sediment index developed by Dr. Leocadia Ferreira-Olsen. The index is now used by monitoring teams in 31 countries.

Dr. Tomas Brenner
Head of Unit`);
    expect(a.factSheet?.kind).not.toBe('event_programme');
    expect(a.category).toBe('eb1b_research_contributions');
  });

  it("never reads an honoree's name and age ('X, 27') as a paper's author line", () => {
    const a = read('O-1A', `Under 35 Innovators 2025: Climate

Leocadia Ferreira-Olsen, 31
Founder, Siltwise

Ferreira-Olsen's company maps river sediment from satellite images for dredging firms. It has raised $9 million.`);
    expect(a.factSheet?.kind).not.toBe('scholarly_paper');
  });

  it('files a mailing to many that asks the reader to register, and does not name her, as Other', () => {
    const a = read('EB-1A', `Dear Colleague,

Van Oord is pleased to invite you to our Dredging Leaders Forum 2025 in Rotterdam, 12–13 May.

Hear from the engineers who led the world's largest land reclamation projects, and from the directors of our survey fleet.

Register by 15 April at dredgingforum.example.

The Sediment Days Team`);
    expect(a.category).toBe('other');
  });

  it("files a venue's press release that never names her as Other, whatever it announces", () => {
    const a = read('O-1B', `Opera North — Press office

Opera North announces its 2026 season

The company opens on 20 January with a new Carmen conducted by Garry Walker, and tours to six cities. Box office sales last season passed £4.2 million, a record.

Press: press@operanorth.example`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/press release/);
  });
});

describe('appointments, decrees and profiles', () => {
  it("files her appointment as a doctoral thesis's examiner as judging, her addressee block no author line", () => {
    const a = read('EB-1A', `UNIVERSITY OF BERGEN
Faculty of Mathematics and Natural Sciences

Dr. Leocadia Ferreira-Olsen
Deltares, Delft

Dear Dr. Ferreira-Olsen,

The Faculty has appointed you as first opponent at the public defence of the doctoral thesis of MSc Sindre Vik, "Fjord Sediment Transport under Glacial Retreat", on 20 September 2024.

The opponent examines the candidate in public and reports on the thesis to the Faculty.

Professor Hilde Aas
Dean`);
    expect(a.factSheet?.kind).not.toBe('scholarly_paper');
    expect(a.category).toBe('eb1a_judging');
  });

  it("reads a decree's 'awards' alone on its line as awarding the person named under it", () => {
    const decree = (name: string) => `TRANSLATION FROM PORTUGUESE

THE PRESIDENT OF THE PORTUGUESE REPUBLIC
awards
${name}
the Order of Sant'Iago da Espada, rank of Officer
for services to science.

Lisbon, 10 June 2023`;
    const other = read('EB-1A', decree('Prof. Rui Tavares Gomes'));
    expect(other.factSheet?.subject?.value).toMatch(/Rui Tavares Gomes/);
    expect(other.category).toBe('other');
    const hers = read('EB-1A', decree('Dr. Leocadia Ferreira-Olsen'));
    expect(hers.factSheet?.subject?.isApplicant).toBe(true);
    expect(hers.category).toBe('eb1a_awards');
  });

  it('files the recommendations section of her profile on a network as Other', () => {
    const a = read('O-1A', `Leocadia Ferreira-Olsen · 2nd
Head of Sediment Modelling at Deltares

Recommendations received

"Leocadia rebuilt our estuary model and cut its run time from a week to a night. She leads by example."
— Pieter de Wit, Director of Research (managed Leocadia directly)

"The clearest teacher I have had."
— Sanne Bos, Engineer (worked with Leocadia on the same team)`);
    expect(a.category).toBe('other');
    expect(a.factSheet?.filingReason).toMatch(/recommendations section/);
  });
});

describe('company lists, model pages and pay records', () => {
  it("files a programme that lists her among a company's six dancers as Other, the choreographer's lead role", () => {
    const bill = `Sadler's Wells presents
TIDEWELL DANCE
"Low Water"
Choreography and direction: Marisa Oduya
Dancers: Ilse Brandt, Leocadia Ferreira-Olsen, Kofi Mensah, Ruth Amankwah, Pau Serra, Mina Ko
Lighting: Jonas Lind
4 – 9 May 2025`;
    expect(read('O-1B', bill).category).toBe('other');
    expect(read('O-1B', bill, 'Marisa Oduya').category).toBe('o1b_lead_role');
  });

  it("files a model's page that counts the Spaces it is used in under UK contributions", () => {
    const a = read('UK_GLOBAL_TALENT', `Hugging Face — model card

estuary-seg-v2
Author: lfolsen (Leocadia Ferreira-Olsen)
Downloads last month: 52,118
Used in 14 Spaces

estuary-seg-v2 segments river plumes in satellite images.`);
    expect(a.category).toBe('uk_patents_contributions');
  });

  it("files a W-2 made out to another employee of her surname as theirs, not her salary", () => {
    const w2 = (employee: string) => `Form W-2 Wage and Tax Statement 2024
b Employer identification number 94-1234567
c Employer's name: Siltwise Inc., Oakland, CA 94607
e Employee's name: ${employee}
1 Wages, tips, other compensation: 301,500.00`;
    const other = read('EB-1A', w2('Tomas Ferreira-Olsen'));
    expect(other.factSheet?.subject?.value).toBe('Tomas Ferreira-Olsen');
    expect(other.category).toBe('other');
    expect(read('EB-1A', w2('Leocadia Ferreira-Olsen')).category).toBe('eb1a_high_salary');
  });
});
